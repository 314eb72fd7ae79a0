import {PrivacyPolicyText} from './PrivacyPolicyText';

interface PrivacyNoticeProps {
  /** The notice's message key; its `{{link}}` becomes the privacy policy's link. */
  message?: string;
  id?: string;
  /**
   * Opens the policy in a new tab, saying so in these words: a form in a dialog keeps what was
   * typed while the shopper reads.
   */
  newTabLabel?: string;
}

/** The privacy notice beside a form that collects personal data, linking the privacy policy. */
export function PrivacyNotice({
  message = 'account.privacyNotice',
  id,
  newTabLabel,
}: PrivacyNoticeProps) {
  return (
    <p id={id} className="privacy-notice">
      <PrivacyPolicyText
        message={message}
        linkText="account.privacyLink"
        newTabLabel={newTabLabel}
      />
    </p>
  );
}
