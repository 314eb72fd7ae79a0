/** `Location`, its `LocationAddress`, and `StoreAvailability` (a variant in one store). */
import type {LocationRecord} from '../../db/locations';
import {gid} from '../ids';
import {NO_METAFIELDS} from './common';

/** `LocationAddress.country`: Shopify names the country in English whatever the language. */
const COUNTRY_NAMES: Record<string, string> = {IT: 'Italy', SI: 'Slovenia', HR: 'Croatia'};

/** Shopify's address formats of the three countries: `{zip} {city} {provinceCode}`. */
function formatted(l: LocationRecord): string[] {
  const town = [l.zip, l.city, l.countryCode === 'IT' ? l.provinceCode : null]
    .filter(Boolean)
    .join(' ');
  return [l.address1, l.address2, town, COUNTRY_NAMES[l.countryCode] ?? l.countryCode].filter(
    (line): line is string => Boolean(line),
  );
}

export class LocationView {
  readonly __typename = 'Location';
  readonly #l: LocationRecord;
  readonly metafield = NO_METAFIELDS.metafield;
  readonly metafields = NO_METAFIELDS.metafields;

  constructor(location: LocationRecord) {
    this.#l = location;
  }

  get id() {
    return gid('Location', this.#l.id);
  }
  get name() {
    return this.#l.name;
  }
  get address() {
    const l = this.#l;
    return {
      __typename: 'LocationAddress',
      address1: l.address1,
      address2: l.address2,
      city: l.city,
      country: COUNTRY_NAMES[l.countryCode] ?? null,
      countryCode: l.countryCode,
      formatted: formatted(l),
      latitude: l.latitude,
      longitude: l.longitude,
      phone: l.phone,
      province: l.province,
      provinceCode: l.provinceCode,
      zip: l.zip,
    };
  }
}

/** The store's pickup promise, as the merchant words it in the admin (the same in every store). */
const PICK_UP_TIME = 'Usually ready in 24 hours';

export class StoreAvailabilityView {
  readonly __typename = 'StoreAvailability';
  readonly pickUpTime = PICK_UP_TIME;
  readonly location: LocationView;

  constructor(
    location: LocationRecord,
    readonly quantityAvailable: number,
  ) {
    this.location = new LocationView(location);
  }

  get available() {
    return this.quantityAvailable > 0;
  }
}
