import {data} from 'react-router';
import type {Route} from './+types/preview';
import {getT, routeMessages} from '~/lib/i18n.server';
import {requireMarket} from '~/lib/content/content-route.server';
import {previewAnswer, UNCACHED} from '~/lib/content/preview-route.server';
import {unindexedPageMeta} from '~/lib/seo';
import {useT} from '~/hooks/use-t';
import {ErrorPage} from '~/components/ErrorPage';

/**
 * `/{market}/preview?token=…&redirect=/path`: an editor's signed link into preview mode
 * (docs/product.md#content-preview); `?exit` leaves it. A bad link is a 401 page.
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  requireMarket(params.market);
  const {market} = context.marketConfig;
  const answer = await previewAnswer(
    request,
    market,
    context.config.content?.previewSecret ?? null,
  );
  if (answer) throw answer;
  const t = getT(context);
  return data(
    {title: t('content.previewInvalidTitle'), messages: routeMessages(context, 'content')},
    {status: 401, headers: UNCACHED},
  );
}

export const headers: Route.HeadersFunction = ({loaderHeaders}) => loaderHeaders;

export const meta = unindexedPageMeta;

export default function PreviewRefused() {
  const t = useT();
  return (
    <section className="error-page" aria-labelledby="preview-title">
      <h1 id="preview-title">{t('content.previewInvalidTitle')}</h1>
      <p className="error-page__text">{t('content.previewInvalidText')}</p>
    </section>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
