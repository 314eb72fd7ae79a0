/**
 * Writing what the browser remembers of the newsletter pop-up (newsletter-memory.ts reads it):
 * loaded with the pop-up or a submitted sign-up, not with the page.
 */
import {readStored, writeStored} from '../browser-storage';
import {
  NEWSLETTER_MEMORY_KEY,
  parseNewsletterMemory,
  readVisit,
  VISIT_KEY,
  type NewsletterMemory,
} from './newsletter-memory';

function update(change: (memory: NewsletterMemory) => NewsletterMemory) {
  const memory = parseNewsletterMemory(readStored(NEWSLETTER_MEMORY_KEY));
  writeStored(NEWSLETTER_MEMORY_KEY, change(memory));
}

/** The form opened: its frequency cap starts now, and it is done for this visit. */
export function rememberShown(formId: string, now = Date.now()) {
  update((memory) => ({...memory, shownAt: {...memory.shownAt, [formId]: now}}));
  writeStored(VISIT_KEY, [...new Set([...readVisit(), formId])], 'sessionStorage');
}

/** The shopper subscribed: no pop-up asks again. */
export function rememberSubscribed(now = Date.now()) {
  update((memory) => ({...memory, subscribedAt: now}));
}
