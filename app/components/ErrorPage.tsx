import {useLocation} from 'react-router';
import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {collectionPath, localizePath} from '~/lib/markets';
import {errorKind} from '~/lib/error-kind';

/** The localized 404 / 400 / 503 page, with ways onward; never a stack trace. */
export function ErrorPage({error}: {error: unknown}) {
  const t = useT();
  const {market} = useShell();
  const location = useLocation();
  const {status, kind, wait} = errorKind(error);
  const text = {
    notFound: [t('errors.notFoundTitle'), t('errors.notFoundText')],
    badRequest: [t('errors.badRequestTitle'), t('errors.badRequestText')],
    tooMany: [t('errors.tooManyTitle'), t('errors.tooManyText', {seconds: wait})],
    unavailable: [t('errors.unavailableTitle'), t('errors.unavailableText')],
  }[kind];

  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="eyebrow">{t('errors.errorCode', {status})}</p>
      <h1 id="error-title">{text[0]}</h1>
      <p className="error-page__text">{text[1]}</p>
      <div className="error-page__actions">
        {kind === 'unavailable' ? (
          <a className="button button--primary" href={`${location.pathname}${location.search}`}>
            {t('errors.retry')}
          </a>
        ) : null}
        <Link className="button button--secondary" to={localizePath(market, '/')}>
          {t('errors.backHome')}
        </Link>
      </div>
      {kind === 'notFound' ? (
        <nav aria-label={t('errors.suggestions')} className="error-page__links">
          <h2>{t('errors.suggestions')}</h2>
          <ul>
            {(['novita', 'donna', 'uomo', 'saldi'] as const).map((handle) => (
              <li key={handle}>
                <Link to={collectionPath(market, handle)}>{t(`errors.links.${handle}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
