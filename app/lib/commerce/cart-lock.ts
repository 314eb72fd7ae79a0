/**
 * Cart changes from every tab of this browser take turns (the Web Locks API). Without a cart
 * cookie yet, two tabs adding at once would each start a cart, and the cookie would keep only
 * one of them: the other tab's article would be lost. Waiting for the lock, the second tab's
 * change leaves after the first one's answer has set the cookie, and joins that cart.
 */
const CART_LOCK = 'passo-cart-changes';

/** A change that never finishes (the page navigated away) must not block other tabs for long. */
const LONGEST_HOLD_MS = 15_000;

/** Resolves once this tab may send its cart change, with the function that lets others go. */
export function acquireCartLock(): Promise<() => void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(() => {});
  return new Promise((granted) => {
    void locks.request(
      CART_LOCK,
      () =>
        new Promise<void>((release) => {
          const timer = setTimeout(release, LONGEST_HOLD_MS);
          granted(() => {
            clearTimeout(timer);
            release();
          });
        }),
    );
  });
}
