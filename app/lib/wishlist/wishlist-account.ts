/**
 * The account side of the browser's wishlist (docs/product.md#wishlist), loaded only for a
 * logged-in customer: each change is saved by the shop's server, whose answer (the account's
 * whole list) the browser then mirrors, so a list changed on another device catches up.
 */
import {customerStore} from '../customer/customer-store';
import {pushEventMessage} from '../ui-state';
import {applyChange, toWishlist, type WishlistChange} from './wishlist-list';
import {keepWishlist, wishlistStore} from './wishlist-store';

/** The shop's endpoint (routes/wishlist.items.ts); the market words its refusals. */
export const wishlistEndpoint = (storePath: string) => `/${storePath}/wishlist/items`;

type Answer = {ok: true; ids: string[]} | {ok: false; message: string | null};

async function post(storePath: string, {intent, ids}: WishlistChange): Promise<Answer> {
  const body = new FormData();
  body.set('intent', intent);
  for (const id of ids) body.append('id', id);
  try {
    const response = await fetch(wishlistEndpoint(storePath), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: {accept: 'application/json'},
    });
    const answer = (await response.json()) as {ids?: unknown; message?: unknown};
    if (response.ok) return {ok: true, ids: toWishlist(answer.ids)};
    return {ok: false, message: typeof answer.message === 'string' ? answer.message : null};
  } catch {
    return {ok: false, message: null};
  }
}

/** A heart pressed on a mirrored list: saved, or undone here and `failed` shown. */
export async function saveChange(
  storePath: string,
  change: WishlistChange,
  owner: string,
  failed: string,
): Promise<void> {
  const answer = await post(storePath, change);
  // Logged out meanwhile: the list is no longer this account's.
  if (wishlistStore.get().owner !== owner) return;
  if (answer.ok) return keepWishlist(answer.ids, owner);
  const undo: WishlistChange = {
    intent: change.intent === 'add' ? 'remove' : 'add',
    ids: change.ids,
  };
  keepWishlist(applyChange(wishlistStore.get().ids, undo), owner);
  pushEventMessage('error', answer.message ?? failed);
}

/** Rounds of merging a list the guest keeps changing while it is merged, at most. */
const MERGE_ROUNDS = 3;

/**
 * After a login: the guest's list joins the account's, and the browser mirrors the result. A
 * list that mirrored another account is not this customer's: it is not merged. A heart pressed
 * while the merge was on its way changed the guest's list after it was sent: that list is merged
 * again, so the press is not undone by the answer. A failure leaves the guest's list as it is, to
 * be merged at the next page. A customer who logged out meanwhile does not get the account's
 * list back into this browser.
 */
export async function mergeAtLogin(storePath: string, customerId: string): Promise<void> {
  const {ids, owner} = wishlistStore.get();
  let sent = owner ? [] : ids;
  for (let round = 1; ; round += 1) {
    const answer = await post(storePath, {intent: 'merge', ids: sent});
    if (!answer.ok || customerStore.get().customerData?.id !== customerId) return;
    const now = wishlistStore.get();
    const changed = !now.owner && now.ids.join() !== sent.join();
    if (!changed || round === MERGE_ROUNDS) return keepWishlist(answer.ids, customerId);
    sent = now.ids;
  }
}
