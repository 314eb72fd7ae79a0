import {data, useActionData, useLocation} from 'react-router';
import type {Route} from './+types/back-in-stock';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {isMarketId, productPath} from '~/lib/markets';
import {readForm} from '~/lib/customer/account.server';
import {redirectTo} from '~/lib/redirect.server';
import {numericShopifyId} from '~/lib/commerce/shopify-ids';
import {variantSize} from '~/lib/commerce/product';
import {askBackInStock} from '~/lib/marketing/back-in-stock.server';
import {refusalHeaders} from '~/lib/marketing/refusal-headers';
import {subscribedToBackInStock} from '~/lib/tracking/size-interaction';
import {unindexedPageMeta} from '~/lib/seo';
import {AccountCard} from '~/components/AccountCard';
import {ErrorPage} from '~/components/ErrorPage';
import {Link} from '~/components/Link';
import {StatusMessage} from '~/components/StatusMessage';
import BackInStockForm, {type RefusedNotice} from '~/components/BackInStockForm';
import pageStyles from '~/styles/back-in-stock.css?url';

const NO_STORE = {'Cache-Control': 'no-store'};

/** The form's own styles, beside the shell's (docs/decisions/0024). */
export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

/**
 * `GET /{market}/back-in-stock?product={handle}&variant={id}` (docs/product.md#back-in-stock):
 * "Avvisami quando disponibile" as a page, where the cart page sends a shopper without JavaScript
 * whose size is sold out. A variant that can be sold again goes back to the product with its size;
 * an unknown product or variant is the localized 404.
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  const {market} = context.marketConfig;
  const query = new URL(request.url).searchParams;
  const handle = query.get('product') ?? '';
  const wanted = numericShopifyId(query.get('variant'), 'ProductVariant');
  const page =
    handle && wanted ? await fromUpstream(() => context.catalogue.product(handle)) : null;
  const variant = page?.product.variants.nodes.find(
    (node) => numericShopifyId(node.id, 'ProductVariant') === wanted,
  );
  const size = page && variant ? variantSize(page.product.options, variant) : null;
  if (!page || !variant || size === null) notFound();
  const back = `${productPath(market, page.product.handle)}?${new URLSearchParams({size})}`;
  if (variant.availableForSale) throw redirectTo(back, {status: 303, headers: NO_STORE});
  return data(
    {
      title: getT(context)('product.notifyMe'),
      product: {id: page.product.id, title: page.product.title},
      variantId: variant.id,
      size,
      back,
      messages: routeMessages(context, 'notify'),
    },
    {headers: NO_STORE},
  );
}

/**
 * The form posted without JavaScript, taken as `/api/{market}/back-in-stock` takes it. Taken: this
 * page, saying so. Refused: this page with the status (400, 429 or 503 with `Retry-After`), the
 * reason in the shopper's language and the e-mail and the tick as they were sent.
 */
export async function action({params, request, context}: Route.ActionArgs) {
  if (!isMarketId(params.market)) notFound();
  const form = await readForm(request);
  const answer = await askBackInStock(context, params.market, form);
  if (answer.ok) return data({done: answer.email}, {headers: NO_STORE});
  const refused: RefusedNotice = {
    message: answer.message,
    fields: answer.fields,
    email: String(form?.get('email') ?? ''),
    privacy: form?.has('isPrivacyDisclaimerChecked') === true,
  };
  return data({refused}, {status: answer.status, headers: refusalHeaders(answer, NO_STORE)});
}

export const meta = unindexedPageMeta;

export default function BackInStock({loaderData}: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const {product, variantId, size, back} = loaderData;
  const done = answer && 'done' in answer ? answer.done : null;
  return (
    <AccountCard title={t('product.notifyMe')}>
      {done ? (
        <StatusMessage message={t('notify.done', {email: done, size})} focusOn={done} />
      ) : (
        <BackInStockForm
          title={product.title}
          variantId={variantId}
          size={size}
          action={location.pathname + location.search}
          refused={answer && 'refused' in answer ? answer.refused : undefined}
          onSubscribed={() => subscribedToBackInStock({productId: product.id, variantId, size})}
        />
      )}
      <p>
        <Link to={back}>{t('notify.backToProduct', {title: product.title})}</Link>
      </p>
    </AccountCard>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
