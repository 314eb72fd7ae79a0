/**
 * The shop's stores as pages show them (docs/product.md#stores): where a store is comes from the
 * commerce platform (a Shopify Location), what it offers and when it opens from the content
 * service (a `store` entry); the join is `Store`.
 */
import type {ContentImage} from '../content/content-types';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A Shopify Location that offers local pickup: one of the shop's stores. */
export interface StoreLocation {
  /** `gid://shopify/Location/…` */
  id: string;
  name: string;
  /** Street lines: address1, then address2 when there is one. */
  street: string[];
  city: string;
  zip: string;
  countryCode: string;
  coordinates: GeoPoint | null;
  phone: string | null;
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Opening and closing, local "HH:MM"; a closing at or before the opening is the next day. */
export type HoursInterval = readonly [string, string];
export type WeeklyHours = Record<Weekday, HoursInterval[]>;

/** A day whose hours are not the weekday's: a holiday (no intervals) or special hours. */
export interface HoursException {
  /** The store's local date, YYYY-MM-DD. */
  date: string;
  hours: HoursInterval[];
  /** Why, in the market's language ("Natale"). */
  note: string | null;
}

/** What a store offers, in the words the shop translates. */
export const STORE_SERVICES = [
  'click-and-collect',
  'returns',
  'fitting',
  'repairs',
  'gift-wrapping',
] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** A `store` entry of the content service: what the Location does not say. */
export interface StoreDetails {
  locationId: string;
  handle: string;
  name: string;
  /** IANA time zone of the store's hours ("Europe/Rome"). */
  timeZone: string;
  hours: WeeklyHours;
  exceptions: HoursException[];
  services: StoreService[];
  photo: ContentImage | null;
  phone: string | null;
  email: string | null;
}

/** A store: its Location joined with its details; no details (a content outage) means no hours. */
export interface Store extends StoreLocation {
  handle: string;
  email: string | null;
  timeZone: string | null;
  hours: WeeklyHours | null;
  exceptions: HoursException[];
  services: StoreService[];
  photo: ContentImage | null;
}

/** A size in one store: carried there, and how many are on its shelves. */
export interface StoreStock {
  location: StoreLocation;
  available: boolean;
  quantity: number;
}
