/**
 * What the browser remembers of the newsletter pop-up (docs/product.md#newsletter-pop-up): when
 * each form was last shown and whether the shopper subscribed, in local storage under
 * `passoNewsletter`, and the forms shown in this visit, in session storage. Both fail safe
 * (browser-storage.ts): with storage blocked a form may show on every page load, never more than
 * once per page.
 */
import {readStored} from '../browser-storage';
import type {NewsletterForm} from './newsletter-form';
import {stored} from '../cookie-names';

export const NEWSLETTER_MEMORY_KEY = stored('passoNewsletter');
export const VISIT_KEY = stored('passoNewsletterVisit');
const DAY_MS = 86_400_000;

export interface NewsletterMemory {
  /** When the shopper subscribed, by pop-up or footer: never asked again. */
  subscribedAt: number | null;
  /** When each form was last shown; its cap counts from then (closing it changes nothing). */
  shownAt: Record<string, number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is stored, keeping only well-formed entries. */
export function parseNewsletterMemory(value: unknown): NewsletterMemory {
  if (!isRecord(value)) return {subscribedAt: null, shownAt: {}};
  const shownAt = isRecord(value.shownAt) ? value.shownAt : {};
  return {
    subscribedAt: typeof value.subscribedAt === 'number' ? value.subscribedAt : null,
    shownAt: Object.fromEntries(
      Object.entries(shownAt).filter(([, at]) => typeof at === 'number' && Number.isFinite(at)),
    ) as Record<string, number>,
  };
}

/**
 * Whether a form may open now: never after a subscription, never twice in a visit, and not
 * before `frequencyCapDays` have passed since it was last shown (0: once per visit).
 */
export function mayShow(
  form: Pick<NewsletterForm, 'formId' | 'frequencyCapDays'>,
  memory: NewsletterMemory,
  shownThisVisit: readonly string[],
  now: number,
): boolean {
  if (memory.subscribedAt !== null || shownThisVisit.includes(form.formId)) return false;
  const last = memory.shownAt[form.formId];
  return last === undefined || now - last >= form.frequencyCapDays * DAY_MS;
}

export const readVisit = (): string[] => {
  const stored = readStored(VISIT_KEY, 'sessionStorage');
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
};

/** The first configured form that may open now, if any. */
export function formToShow<F extends NewsletterForm>(
  forms: readonly F[],
  now = Date.now(),
): F | null {
  const memory = parseNewsletterMemory(readStored(NEWSLETTER_MEMORY_KEY));
  const visit = readVisit();
  return forms.find((form) => mayShow(form, memory, visit, now)) ?? null;
}
