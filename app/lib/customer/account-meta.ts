/** Account pages: their title, and never indexed (they are the shopper's own). */
import type {MetaFunction} from 'react-router';
import {pageMeta, shellFromMatches} from '../seo';

export const accountMeta: MetaFunction = ({data, matches, location}) => {
  const {origin, shopName} = shellFromMatches(matches);
  const title = (data as {title?: string} | undefined)?.title;
  return pageMeta({
    title: title ?? shopName,
    shopName,
    origin,
    pathname: location.pathname,
    noindex: true,
  });
};
