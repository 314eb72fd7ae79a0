import {PrivacyPolicyText} from './PrivacyPolicyText';

/** The privacy notice beside a form that collects personal data, linking the privacy policy. */
export function PrivacyNotice() {
  return (
    <p className="privacy-notice">
      <PrivacyPolicyText message="account.privacyNotice" linkText="account.privacyLink" />
    </p>
  );
}
