/**
 * The checkout page: contact, shipping address, shipping method and test payment in one form,
 * beside the order summary. Errors come back from the server: a summary at the top whose links
 * lead to the fields, and each message next to its field (aria-describedby, aria-invalid).
 */
import type {COUNTRIES} from '../config';
import {h, raw, type SafeHtml} from '../inspector/layout';
import {FIELDS, type Field, type FieldErrors, type FormValues} from './form';
import {checkoutDocument} from './layout';
import {formatMoney, type Messages} from './messages';
import {SHIPPING_METHODS, STANDARD_FREE_FROM_CENTS, shippingCents} from './shipping';
import {summaryHtml, type SummaryModel} from './summary';

/** Endonyms: each country reads its own name, whatever the page's language. */
const COUNTRY_NAMES: Record<keyof typeof COUNTRIES, string> = {
  IT: 'Italia',
  SI: 'Slovenija',
  HR: 'Hrvatska',
};

export interface Notice {
  heading: string;
  items: Array<{text: string; href?: string}>;
}

export interface CheckoutPageInput {
  action: string;
  shopUrl: string;
  values: FormValues;
  errors: FieldErrors;
  notice: Notice | null;
  summary: SummaryModel;
  /** Goods after discounts: decides whether standard shipping is free. */
  goodsCents: number;
}

export function errorNotice(errors: FieldErrors, m: Messages): Notice | null {
  // In the order of the form, so the summary reads like the page.
  const entries = FIELDS.flatMap((f): Array<[Field, string]> =>
    errors[f] ? [[f, errors[f]]] : [],
  );
  if (entries.length === 0) return null;
  return {
    heading: m.errorSummary,
    items: entries.map(([field, text]) => ({
      text,
      href: `#${field === 'shippingMethod' ? 'shippingMethod-standard' : field}`,
    })),
  };
}

export function checkoutPage(input: CheckoutPageInput, m: Messages): string {
  const {values, errors} = input;
  const field = (name: Field, label: string, attrs: string, shown = values[name]) => {
    const error = errors[name];
    return h`<div class="field"><label for="${name}">${label}</label>
${error ? h`<p class="error" id="${name}-error">${error}</p>` : ''}
<input id="${name}" name="${name}" value="${shown}" ${raw(attrs)}${raw(error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '')}></div>`;
  };
  const money = (cents: number) => formatMoney(cents, m);
  const rate = (method: (typeof SHIPPING_METHODS)[number]) => {
    const cents = shippingCents(method, input.goodsCents);
    if (cents === 0) return m.free;
    return method === 'standard'
      ? `${money(cents)} (${m.freeFrom(money(STANDARD_FREE_FROM_CENTS))})`
      : money(cents);
  };
  const methodError = errors.shippingMethod;
  const body = h`<h1>${m.checkout}</h1>
${input.notice ? noticeHtml(input.notice) : ''}
<div class="columns"><form method="post" action="${input.action}" novalidate>
<fieldset><legend>${m.contact}</legend>
${field('email', m.email, 'type="email" autocomplete="email" required')}</fieldset>
<fieldset><legend>${m.shippingAddress}</legend>
<div class="row">${field('firstName', m.firstName, 'type="text" autocomplete="given-name" required')}
${field('lastName', m.lastName, 'type="text" autocomplete="family-name" required')}</div>
${field('address1', m.address1, 'type="text" autocomplete="address-line1" required')}
<div class="row">${field('zip', m.zip, 'type="text" autocomplete="postal-code" inputmode="numeric" required')}
${field('city', m.city, 'type="text" autocomplete="address-level2" required')}</div>
<div class="field"><label for="country">${m.country}</label>
${errors.country ? h`<p class="error" id="country-error">${errors.country}</p>` : ''}
<select id="country" name="country" autocomplete="country" required${raw(errors.country ? ' aria-invalid="true" aria-describedby="country-error"' : '')}>
${(Object.keys(COUNTRY_NAMES) as Array<keyof typeof COUNTRY_NAMES>).map((code) => h`<option value="${code}"${raw(values.country === code ? ' selected' : '')}>${COUNTRY_NAMES[code]}</option>`)}
</select></div>
${field('phone', m.phone, 'type="tel" autocomplete="tel"')}</fieldset>
<fieldset${raw(methodError ? ' aria-describedby="shippingMethod-error"' : '')}><legend>${m.shippingMethod}</legend>
${methodError ? h`<p class="error" id="shippingMethod-error">${methodError}</p>` : ''}
${SHIPPING_METHODS.map(
  (
    method,
  ) => h`<div class="radio"><input type="radio" id="shippingMethod-${method}" name="shippingMethod" value="${method}"${raw(values.shippingMethod === method ? ' checked' : '')}>
<label for="shippingMethod-${method}">${m[method]} — ${rate(method)}</label></div>`,
)}
</fieldset>
<fieldset><legend>${m.payment}</legend><p class="hint" id="payment-hint">${m.testPayment}</p>
${field('cardNumber', m.cardNumber, 'type="text" autocomplete="cc-number" inputmode="numeric" required')}
${field('cardName', m.cardName, 'type="text" autocomplete="cc-name" required')}
<div class="row">${field('cardExpiry', m.cardExpiry, 'type="text" autocomplete="cc-exp" required')}
${field('cardCvc', m.cardCvc, 'type="text" autocomplete="cc-csc" inputmode="numeric" required', '')}</div>
</fieldset>
<button type="submit">${m.pay}</button>
<p><a href="${input.shopUrl}/cart">${m.backToCart}</a></p>
</form>
${summaryHtml(input.summary, m)}</div>`;
  return checkoutDocument(m, m.checkout, input.shopUrl, body);
}

/** Announced on load (role="alert"); each item links to the field it is about. */
function noticeHtml(notice: Notice): SafeHtml {
  return h`<div class="alert" role="alert" aria-labelledby="notice-title" tabindex="-1">
<h2 id="notice-title">${notice.heading}</h2>
${notice.items.length ? h`<ul>${notice.items.map((item) => h`<li>${item.href ? h`<a href="${item.href}">${item.text}</a>` : item.text}</li>`)}</ul>` : ''}</div>`;
}
