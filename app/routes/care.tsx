import {useActionData, useFetcher, useLoaderData, useLocation} from 'react-router';
import type {Route} from './+types/care';
import {getT, routeMessages} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {careAction} from '~/lib/care/care-action.server';
import {textPageMeta} from '~/lib/seo';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {CareDone} from '~/components/CareDone';
import {CareForm} from '~/components/CareForm';
import {ErrorPage} from '~/components/ErrorPage';
import pageStyles from '~/styles/care.css?url';

/** This page's own styles, beside the shell's (docs/decisions/0024). */
export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

export const handle: TrackingHandle = {pageType: 'page'};

/**
 * The customer-care form (docs/product.md#customer-care), at the market's own word for it
 * (`/it/assistenza`, `/sl/pomoc`, `/hr/podrska`). A logged-in customer finds name and e-mail filled
 * in; if the platform cannot say who they are now, the form is simply empty.
 */
export async function loader({context}: Route.LoaderArgs) {
  let prefill = {name: '', email: ''};
  if (context.customerSession.accessToken) {
    prefill = await context.customer.info().then(
      (customer) => ({name: customer.displayName, email: customer.email}),
      () => prefill,
    );
  }
  const t = getT(context);
  return {
    seo: {title: t('care.title'), description: t('care.intro')},
    prefill,
    messages: routeMessages(context, 'care'),
  };
}

export async function action({context, request}: Route.ActionArgs) {
  return careAction(context, request);
}

/** A refusal's `Retry-After` (the wait the form states) goes out with the page and `.data`. */
export const headers: Route.HeadersFunction = ({actionHeaders}) => actionHeaders;

// Indexed: its alternates name each market's own word (docs/product.md#localized-paths).
export const meta = textPageMeta;

export default function Care() {
  const t = useT();
  const {prefill} = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  const {pathname} = useLocation();
  const answer = fetcher.data ?? posted;
  return (
    <div className="page account-card care">
      <h1>{t('care.title')}</h1>
      {answer?.done ? (
        <CareDone
          ticketNumber={answer.done.ticketNumber}
          email={answer.done.email}
          formPath={pathname}
        />
      ) : (
        <>
          <p className="account-card__intro">{t('care.intro')}</p>
          <CareForm
            Form={fetcher.Form}
            action={pathname}
            answer={answer}
            busy={fetcher.state !== 'idle'}
            prefill={prefill}
          />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
