import type {Route} from './+types/cookie-policy';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {isMarketId} from '~/lib/markets';
import {textPageMeta} from '~/lib/seo';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {TextPage} from '~/components/TextPage';
import {CookieTable} from '~/components/CookieTable';
import {ErrorPage} from '~/components/ErrorPage';
import pageStyles from '~/styles/text-page.css?url';

/** The shop's page `cookie-policy`, followed by the list of cookies the code sets. */
export const handle: TrackingHandle = {pageType: 'page'};
export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

const POLICY_PAGE_HANDLE = 'cookie-policy';

export async function loader({params, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  const page = await fromUpstream(() => context.catalogue.page(POLICY_PAGE_HANDLE));
  // The list is the shop's own: without the merchant's page, it stands under its own title.
  const title = getT(context)('pages.cookies.title');
  return {
    page: page ?? {title, bodyHtml: '', seo: {title, description: ''}},
    messages: routeMessages(context, 'cookies'),
  };
}

export const meta = textPageMeta;

export default function CookiePolicy({loaderData}: Route.ComponentProps) {
  return (
    <TextPage page={loaderData.page}>
      <CookieTable />
    </TextPage>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
