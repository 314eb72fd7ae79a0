import {useT} from '~/hooks/use-t';

/** The first stop of the tab order: straight to the page's main content. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('shell.skipToContent')}
    </a>
  );
}
