/** `Shop`: name, translated description and the primary domain (the sandbox's public origin). */
import {COUNTRIES} from '../../config';
import type {ApiContext} from '../context';
import {gid} from '../ids';
import {NO_METAFIELDS} from './common';

export function shopView(ctx: ApiContext) {
  const {shop} = ctx.catalog;
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
    ...NO_METAFIELDS,
  };
}
