/**
 * The four address changes of the account page, as one call each to the platform. What comes
 * back is the platform's refusals (empty when done) and the id of the address acted on.
 */
import type {StorefrontApi} from '../commerce/storefront.server';
import {ADDRESS_CREATE, ADDRESS_DEFAULT, ADDRESS_DELETE, ADDRESS_UPDATE} from './account-documents';
import {toMailingAddressInput, type AddressChange} from './address-form';
import {toErrors, type CustomerFieldError, type PlatformErrors} from './customer.server';

/** A platform that answers without a payload has not made the change. */
const UNANSWERED: CustomerFieldError = {code: null, field: null, message: ''};

function outcome(
  payload: {customerUserErrors: PlatformErrors} | null | undefined,
  id: string | null | undefined,
) {
  return {errors: payload ? toErrors(payload.customerUserErrors) : [UNANSWERED], id: id ?? null};
}

export async function changeAddress(
  commerce: StorefrontApi,
  customerAccessToken: string,
  change: AddressChange,
): Promise<{errors: CustomerFieldError[]; id: string | null}> {
  const cache = commerce.CacheNone();
  switch (change.intent) {
    case 'create': {
      const variables = {customerAccessToken, address: toMailingAddressInput(change.address)};
      const payload = (await commerce.query(ADDRESS_CREATE, {variables, cache}))
        .customerAddressCreate;
      return outcome(payload, payload?.customerAddress?.id);
    }
    case 'update': {
      const address = toMailingAddressInput(change.address);
      const variables = {customerAccessToken, id: change.id, address};
      const payload = (await commerce.query(ADDRESS_UPDATE, {variables, cache}))
        .customerAddressUpdate;
      return outcome(payload, change.id);
    }
    case 'delete': {
      const variables = {customerAccessToken, id: change.id};
      const payload = (await commerce.query(ADDRESS_DELETE, {variables, cache}))
        .customerAddressDelete;
      return outcome(payload, change.id);
    }
    case 'default': {
      const variables = {customerAccessToken, addressId: change.id};
      const payload = (await commerce.query(ADDRESS_DEFAULT, {variables, cache}))
        .customerDefaultAddressUpdate;
      return outcome(payload, change.id);
    }
  }
}
