/**
 * Shopify's "Bogus gateway" for test orders: card number 1 is approved and 2 is declined; the
 * sandbox also approves Stripe's familiar 4242 4242 4242 4242. Any other number is not a card.
 */
export type CardOutcome = 'approved' | 'declined' | 'invalid';

const APPROVED = new Set(['1', '4242424242424242']);
const DECLINED = new Set(['2']);

export function bogusGateway(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (APPROVED.has(digits)) return 'approved';
  return DECLINED.has(digits) ? 'declined' : 'invalid';
}

/** `MM/YY` or `MM/YYYY`; a card is valid through the last day of its month. */
export function parseExpiry(value: string): {month: number; year: number} | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[2]);
  return {month: Number(match[1]), year: year < 100 ? 2000 + year : year};
}

export function isExpired({month, year}: {month: number; year: number}, now: Date): boolean {
  return now.getTime() >= Date.UTC(year, month, 1);
}
