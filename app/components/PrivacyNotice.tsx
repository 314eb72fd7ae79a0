import {Link} from 'react-router';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';

/** Splits a message around its link; a character no message contains. */
const LINK = '\u0000';

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
  const t = useT();
  const {market} = useShell();
  // Each language puts the link where its grammar wants it.
  const [before, after] = t(message, {link: LINK}).split(LINK);
  const newTab = newTabLabel ? {target: '_blank', rel: 'noopener'} : {};
  return (
    <p id={id} className="privacy-notice">
      {before}
      <Link to={localizePath(market, '/policies/privacy-policy')} {...newTab}>
        {t('account.privacyLink')}
        {newTabLabel ? <span className="visually-hidden"> {newTabLabel}</span> : null}
      </Link>
      {after}
    </p>
  );
}
