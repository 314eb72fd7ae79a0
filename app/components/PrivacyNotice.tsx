import {Link} from 'react-router';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';

/** Splits a message around its link; a character no message contains. */
const LINK = '\u0000';

/** The privacy notice beside a form that collects personal data, linking the privacy policy. */
export function PrivacyNotice() {
  const t = useT();
  const {market} = useShell();
  // Each language puts the link where its grammar wants it.
  const [before, after] = t('account.privacyNotice', {link: LINK}).split(LINK);
  return (
    <p className="privacy-notice">
      {before}
      <Link to={localizePath(market, '/policies/privacy-policy')}>{t('account.privacyLink')}</Link>
      {after}
    </p>
  );
}
