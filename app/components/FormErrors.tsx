import {useEffect, useRef} from 'react';
import {useT} from '~/hooks/use-t';

/**
 * The form's own error, or a summary when fields have errors. It takes focus when it appears,
 * so a keyboard or screen-reader user learns at once that the form was refused.
 */
export function FormErrors({errors}: {errors?: Partial<Record<string, string>> | null}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const message = errors?.form ?? (errors && Object.keys(errors).length ? 'summary' : null);
  useEffect(() => {
    if (message) box.current?.focus();
  }, [errors, message]);
  if (!message) return null;
  return (
    <div ref={box} className="form-errors" role="alert" tabIndex={-1}>
      {t(`account.errors.${message}`)}
    </div>
  );
}
