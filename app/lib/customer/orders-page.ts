/** The orders list's page in the platform's terms. */
import {ORDERS_PAGE_SIZE} from './account-documents';
import type {pageCursor} from './orders';

/** `before` reads the page backwards from its cursor (`last`); anything else reads forwards. */
export function ordersPageVariables(cursor: ReturnType<typeof pageCursor>) {
  return cursor?.direction === 'before'
    ? {last: ORDERS_PAGE_SIZE, before: cursor.value}
    : {first: ORDERS_PAGE_SIZE, after: cursor?.value};
}
