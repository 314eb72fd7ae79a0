import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';

/** Splits a message around its link; a character no message contains. */
const LINK = '\u0000';

/**
 * A message with the privacy policy's link where its `{{link}}` stands: each language puts the
 * link where its grammar wants it. With `newTabLabel` the policy opens in a new tab, and the link
 * says so.
 */
export function PrivacyPolicyText({
  message,
  linkText,
  newTabLabel,
}: {
  message: string;
  linkText: string;
  newTabLabel?: string;
}) {
  const t = useT();
  const {market} = useShell();
  const [before, after] = t(message, {link: LINK}).split(LINK);
  const newTab = newTabLabel ? {target: '_blank', rel: 'noopener'} : {};
  return (
    <>
      {before}
      <Link to={localizePath(market, '/policies/privacy-policy')} {...newTab}>
        {t(linkText)}
        {newTabLabel ? <span className="visually-hidden"> {newTabLabel}</span> : null}
      </Link>
      {after}
    </>
  );
}
