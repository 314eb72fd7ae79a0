import {useId} from 'react';
import {CartForm} from '@shopify/hydrogen';
import {useT} from '~/hooks/use-t';
import type {CartData} from '~/lib/commerce/cart-data';
import {CartChangeForm} from './CartChangeForm';

/** The discount code field, and the codes in use, each with a way to take it off. */
export function DiscountForm({cartData}: {cartData: CartData}) {
  const t = useT();
  const inputId = useId();
  const codes = cartData.totalDiscounts.codes;
  return (
    <div className="discount">
      <CartChangeForm
        className="discount__form"
        change={{action: CartForm.ACTIONS.DiscountCodesUpdate, inputs: {discountCodes: codes}}}
        onQueued={() => {
          const field = document.getElementById(inputId) as HTMLInputElement | null;
          if (field) field.value = '';
        }}
      >
        <label htmlFor={inputId} className="discount__label">
          {t('cart.discountCode')}
        </label>
        <div className="discount__row">
          <input
            id={inputId}
            name="discountCode"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            required
            className="field"
          />
          <button type="submit" className="button button--secondary">
            {t('cart.applyDiscount')}
          </button>
        </div>
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
