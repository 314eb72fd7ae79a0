import {useEffect, type RefObject} from 'react';

/**
 * After the server refuses a form, its password fields are emptied, as they would be after a
 * full page load: a refused password is never left in the page to be submitted again.
 */
export function useClearPasswords(form: RefObject<HTMLFormElement | null>, answer: unknown) {
  useEffect(() => {
    if (!answer || !form.current) return;
    for (const input of form.current.querySelectorAll<HTMLInputElement>('input[type=password]')) {
      input.value = '';
    }
  }, [form, answer]);
}
