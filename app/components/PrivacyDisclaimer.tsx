import {useId} from 'react';
import {PrivacyPolicyText} from './PrivacyPolicyText';

/**
 * The privacy disclaimer checkbox (`isPrivacyDisclaimerChecked`, docs/product.md#client-interface-state)
 * of a sign-up form: required, its label linking the privacy policy; an error makes it invalid
 * and describes it.
 */
export function PrivacyDisclaimer({
  message,
  linkText,
  error,
  defaultChecked,
}: {
  message: string;
  linkText: string;
  error?: string;
  /** Ticked again when a refused form comes back (a post without JavaScript). */
  defaultChecked?: boolean;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="privacy-disclaimer">
      <div className="account-form__check">
        <input
          id={id}
          type="checkbox"
          name="isPrivacyDisclaimerChecked"
          value="true"
          required
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={id}>
          <PrivacyPolicyText message={message} linkText={linkText} />
        </label>
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
