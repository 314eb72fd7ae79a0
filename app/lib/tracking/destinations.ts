/**
 * The tracking destinations the bus delivers to, in a chunk of their own that loads once the page
 * has hydrated: none of them renders anything, and the events published before they register
 * wait on the bus (docs/decisions/0033).
 */
import type {Shell} from '../shell-context';
import type {Subscriber} from './bus';
import {gtmSubscriber} from './gtm';
import {insightsSubscriber} from './insights-sender';
import {klaviyoSubscriber} from './klaviyo';
import {salesmanagoSubscriber} from './salesmanago';
import {shopifySubscriber} from './shopify';

export function trackingDestinations({
  tracking,
  emailMarketing,
  marketingAutomation,
}: Pick<Shell, 'tracking' | 'emailMarketing' | 'marketingAutomation'>): Subscriber[] {
  return [
    gtmSubscriber(tracking.gtmScriptUrl),
    shopifySubscriber(tracking.shopifyAnalytics),
    insightsSubscriber(tracking.insights),
    klaviyoSubscriber(emailMarketing),
    salesmanagoSubscriber(marketingAutomation),
  ];
}
