import {useEffect, useRef} from 'react';
import {useActionData, useNavigation} from 'react-router';

/**
 * What every account form with a password needs: the action's answer, whether it is being
 * sent, and a ref for the form. After the server refuses it, its password fields are emptied,
 * as after a full page load, so a refused password is never left in the page.
 */
export function useAccountForm<A>() {
  const answer = useActionData<A>();
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!answer || !form.current) return;
    for (const input of form.current.querySelectorAll<HTMLInputElement>('input[type=password]')) {
      input.value = '';
    }
  }, [answer]);
  return {answer, busy, form};
}
