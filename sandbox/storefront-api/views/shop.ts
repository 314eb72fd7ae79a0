/**
 * `Shop`: name, translated description, the primary domain (the sandbox's public origin) and the
 * policies the seed has (a policy the merchant has not written is null, as in Shopify).
 */
import {COUNTRIES} from '../../config';
import type {ApiContext} from '../context';
import {gid} from '../ids';
import {NO_METAFIELDS} from './common';
import {policyView} from './page';

export function shopView(ctx: ApiContext) {
  const {shop, policyByHandle} = ctx.catalog;
  const policy = (handle: string) => () => policyView(policyByHandle.get(handle), ctx);
  const domain = new URL(ctx.publicUrl);
  return {
    __typename: 'Shop',
    id: gid('Shop', shop.id),
    name: shop.name,
    description: shop.description[ctx.locale],
    primaryDomain: {
      host: domain.host,
      url: ctx.publicUrl,
      sslEnabled: domain.protocol === 'https:',
    },
    brand: null,
    moneyFormat: '€{{amount_with_comma_separator}}',
    shipsToCountries: Object.keys(COUNTRIES),
    customerAccountUrl: null,
    privacyPolicy: policy('privacy-policy'),
    refundPolicy: policy('refund-policy'),
    shippingPolicy: policy('shipping-policy'),
    termsOfService: policy('terms-of-service'),
    ...NO_METAFIELDS,
  };
}
