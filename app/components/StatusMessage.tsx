import {useEffect, useRef} from 'react';

/**
 * A form's "done" message, announced politely. With `focusOn` it also takes focus whenever that
 * value changes (each answer is a new object): after a delete, the button that was pressed is
 * gone, and keyboard focus would otherwise fall back to the top of the page.
 */
export function StatusMessage({message, focusOn}: {message: string; focusOn?: unknown}) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOn) box.current?.focus();
  }, [focusOn]);
  return (
    <p ref={box} role="status" className="account-form__done" tabIndex={-1}>
      {message}
    </p>
  );
}
