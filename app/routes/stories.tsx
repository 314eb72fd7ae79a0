import type {Route} from './+types/stories';
import {fromUpstream} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {errorPageMeta, pageMeta, shellFromMatches} from '~/lib/seo';
import {listPage, requireListPage, requireMarket} from '~/lib/content/content-route.server';
import {ContentListPage} from '~/components/ContentListPage';
import {ErrorPage} from '~/components/ErrorPage';

/** `/{market}/stories`: product stories, newest first (docs/product.md#stories). */
export async function loader({params, request, context}: Route.LoaderArgs) {
  requireMarket(params.market);
  const page = listPage(request);
  const list = await fromUpstream(() => context.content.stories(page));
  requireListPage(page, list.pageCount);
  const t = getT(context);
  return {...list, title: t('content.stories'), intro: t('content.storiesDescription')};
}

export const meta: Route.MetaFunction = ({data, error, matches, location}) => {
  if (!data) return errorPageMeta({error, matches});
  const {origin, shopName} = shellFromMatches(matches);
  return pageMeta({
    title: data.title,
    description: data.intro,
    shopName,
    origin,
    pathname: location.pathname,
  });
};

export default function Stories({loaderData}: Route.ComponentProps) {
  return <ContentListPage kind="stories" {...loaderData} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
