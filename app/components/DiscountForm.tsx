import {useEffect, useId, useRef, useState} from 'react';
import {useActionData} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import {useT} from '~/hooks/use-t';
import {useStore} from '~/hooks/use-store';
import type {CartData} from '~/lib/commerce/cart-data';
import type {CartActionData} from '~/lib/commerce/cart-messages';
import {cartNoticeStore, clearCartNotice, DISCOUNT_ORIGIN} from '~/lib/commerce/cart-notices';
import {CartChangeForm} from './CartChangeForm';
import {CartFailureNotice} from './CartFailureNotice';

/**
 * What the shopper has typed in the field, kept apart from it: the drawer's content can be drawn
 * afresh while an add is landing (its part loading, an empty cart becoming one), and the code
 * being typed must not go with it. Only ever written in the browser.
 */
let typedCode = '';

/**
 * The discount code field, and the codes in use, each with a way to take it off. A code the
 * platform applies leaves the field; a refused one stays in it, with the reason under it
 * (expired, a minimum the cart does not reach, not valid), so the shopper can correct it.
 */
export function DiscountForm({cartData}: {cartData: CartData}) {
  const t = useT();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const field = useRef<HTMLInputElement>(null);
  const error = useRef<HTMLParagraphElement>(null);
  const codes = cartData.totalDiscounts.codes;
  const notice = useStore(cartNoticeStore, (state) => state.notices[DISCOUNT_ORIGIN]);
  // A code posted as a page and refused comes back in the cart page's answer (routes/cart.tsx).
  const answer = useActionData<CartActionData>();
  const posted = answer?.refused ?? null;
  const [retyped, setRetyped] = useState(false);
  const refusal =
    notice?.kind === 'refused' ? notice.text : posted && !retyped ? posted.text : null;
  const applied = codes.join(' ');

  useEffect(() => {
    const typed = field.current?.value.trim().toUpperCase();
    if (typed && applied.toUpperCase().split(' ').includes(typed)) {
      field.current!.value = '';
      typedCode = '';
    }
  }, [applied]);

  // The reason appears under the field, where the drawer's foot may cover it.
  useEffect(() => {
    if (refusal) error.current?.scrollIntoView({block: 'nearest'});
  }, [refusal]);

  return (
    <div className="discount">
      <CartChangeForm
        className="discount__form"
        origin={DISCOUNT_ORIGIN}
        change={{action: CartForm.ACTIONS.DiscountCodesUpdate, inputs: {discountCodes: codes}}}
      >
        <label htmlFor={inputId} className="discount__label">
          {t('cart.discountCode')}
        </label>
        <div className="discount__row">
          <input
            ref={field}
            id={inputId}
            name="discountCode"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            required
            className="field"
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? errorId : undefined}
            defaultValue={posted?.code ?? answer?.typedCode ?? (typedCode || undefined)}
            onInput={(event) => {
              typedCode = event.currentTarget.value;
              clearCartNotice(DISCOUNT_ORIGIN);
              setRetyped(true);
            }}
          />
          <button type="submit" className="button button--secondary">
            {t('cart.applyDiscount')}
          </button>
        </div>
        {/* Always there, so the reason is announced when it appears. */}
        <p ref={error} id={errorId} className="discount__error" role="alert">
          {refusal}
        </p>
        <CartFailureNotice origin={DISCOUNT_ORIGIN} />
      </CartChangeForm>
      {codes.length ? (
        <ul className="discount__codes">
          {codes.map((code) => (
            <li key={code}>
              <span className="discount__code">{code}</span>
              <CartChangeForm
                change={{
                  action: CartForm.ACTIONS.DiscountCodesUpdate,
                  // Says which code goes, so the message can say it was removed.
                  inputs: {discountCodes: codes.filter((c) => c !== code), removedCode: code},
                }}
              >
                <button
                  type="submit"
                  className="button button--text"
                  aria-label={t('cart.removeDiscount', {code})}
                >
                  {t('cart.remove')}
                </button>
              </CartChangeForm>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
