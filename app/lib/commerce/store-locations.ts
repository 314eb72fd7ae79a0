/** The Storefront API's Locations and store availability as the shop's types (stores/store-types.ts). */
import type {StoreLocationFieldsFragment} from 'storefrontapi.generated';
import type {StoreLocation} from '../stores/store-types';

export function toStoreLocation({id, name, address}: StoreLocationFieldsFragment): StoreLocation {
  const {latitude, longitude} = address;
  return {
    id,
    name,
    street: [address.address1, address.address2].filter((line): line is string => Boolean(line)),
    city: address.city ?? '',
    zip: address.zip ?? '',
    countryCode: address.countryCode ?? '',
    coordinates:
      typeof latitude === 'number' && typeof longitude === 'number' ? {latitude, longitude} : null,
    phone: address.phone ?? null,
  };
}
