import {useLocation} from 'react-router';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';

/** Preview mode's sign on every page, with the way out back to the same page. */
export function PreviewBanner() {
  const t = useT();
  const {market} = useShell();
  const {pathname} = useLocation();
  const exit = `${localizePath(market, '/preview')}?exit=1&redirect=${encodeURIComponent(pathname)}`;
  return (
    <aside className="preview-banner" aria-label={t('content.preview')}>
      <strong>{t('content.preview')}</strong>
      <span>{t('content.previewText')}</span>
      {/* A document request: the cookie is cleared by the server, then every loader reloads. */}
      <a href={exit}>{t('content.previewExit')}</a>
    </aside>
  );
}
