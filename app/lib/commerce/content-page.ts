/**
 * The shop's own words as pages (docs/product.md#shop-pages-and-policies): Shopify's policies (fixed handles) and pages, mapped to one
 * `ContentPage`. Pure, for the catalogue module and its unit test.
 */
import type {ContentPage} from './catalogue-types';

/** Shopify's policy handles and the `Shop` fields that hold them. */
const POLICY_FIELDS = {
  'privacy-policy': 'privacyPolicy',
  'refund-policy': 'refundPolicy',
  'shipping-policy': 'shippingPolicy',
  'terms-of-service': 'termsOfService',
} as const;
type PolicyField = (typeof POLICY_FIELDS)[keyof typeof POLICY_FIELDS];

/** A meta description is cut to this many characters. */
const DESCRIPTION_LENGTH = 160;

/** The `@include` switches of the policy query that ask for `handle`'s policy only; null for a handle Shopify does not know. */
export function policyVariables(handle: string): Record<PolicyField, boolean> | null {
  if (!Object.hasOwn(POLICY_FIELDS, handle)) return null;
  const field = POLICY_FIELDS[handle as keyof typeof POLICY_FIELDS];
  return {
    privacyPolicy: field === 'privacyPolicy',
    refundPolicy: field === 'refundPolicy',
    shippingPolicy: field === 'shippingPolicy',
    termsOfService: field === 'termsOfService',
  };
}

/** The one policy a policy query answered. */
export function answeredPolicy<P>(shop: Partial<Record<PolicyField, P | null>>): P | null {
  return Object.values(shop).find((policy): policy is P => Boolean(policy)) ?? null;
}

/** Plain text of sanitized HTML, cut at a word for a meta description. */
export function htmlSummary(html: string, length = DESCRIPTION_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')) || cut}…`;
}

export function policyPage(policy: {title: string; body: string}): ContentPage {
  return {
    title: policy.title,
    bodyHtml: policy.body,
    seo: {title: policy.title, description: htmlSummary(policy.body)},
  };
}

export function shopPage(page: {
  title: string;
  body: string;
  bodySummary: string;
  seo?: {title?: string | null; description?: string | null} | null;
}): ContentPage {
  return {
    title: page.title,
    bodyHtml: page.body,
    seo: {
      title: page.seo?.title || page.title,
      description: page.seo?.description || htmlSummary(page.bodySummary),
    },
  };
}
