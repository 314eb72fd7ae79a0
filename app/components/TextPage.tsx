import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import type {ReactNode} from 'react';
import type {ContentPage} from '~/lib/commerce/catalogue-types';
import {Breadcrumbs} from './Breadcrumbs';

/**
 * A policy or a page of the shop: its title and the platform's body. The body is the platform's
 * sanitized HTML (and the CSP refuses any script in it); `.rte` styles its headings and lists.
 * What the shop adds to a page of its own (the cookie list) follows the body.
 */
export function TextPage({page, children}: {page: ContentPage; children?: ReactNode}) {
  const t = useT();
  const {market} = useShell();
  return (
    <article className="page text-page">
      <Breadcrumbs
        crumbs={[{label: t('shell.home'), to: localizePath(market, '/')}, {label: page.title}]}
      />
      <h1>{page.title}</h1>
      <div className="rte text-page__body" dangerouslySetInnerHTML={{__html: page.bodyHtml}} />
      {children}
    </article>
  );
}
