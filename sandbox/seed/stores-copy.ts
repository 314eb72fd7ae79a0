/**
 * Passo's twelve stores: eight in Italy, two in Slovenia, two in Croatia, with real-ish addresses
 * and coordinates. The Shopify Location (address, coordinates) and the Contentful `store` entry
 * (hours, holidays, services, photo) of each are seeded from this one list (seed/stores.ts).
 */
import type {Tri} from './words';

type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** Opening and closing, local "HH:MM"; a closing at or before the opening ends the next day. */
export type Interval = [string, string];
type WeeklyHours = Record<Weekday, Interval[]>;

export interface SeedStore {
  /** The Shopify Location's numeric id. */
  id: number;
  handle: string;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  provinceCode: string | null;
  zip: string;
  countryCode: 'IT' | 'SI' | 'HR';
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  timeZone: 'Europe/Rome' | 'Europe/Ljubljana' | 'Europe/Zagreb';
  hours: WeeklyHours;
  services: string[];
  /** The store's local holiday, "MM-DD", closed every year. */
  holiday: {day: string; note: Tri};
}

export const t = (it: string, sl: string, hr: string): Tri => ({it, sl, hr});
const day = (...intervals: Interval[]) => intervals;
const week = (weekdays: Interval[], sat: Interval[], sun: Interval[] = []): WeeklyHours => ({
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat,
  sun,
});

const ALL_SERVICES = ['click-and-collect', 'returns', 'fitting', 'repairs', 'gift-wrapping'];
const BASIC_SERVICES = ['click-and-collect', 'returns'];
const ITALY = {countryCode: 'IT', timeZone: 'Europe/Rome'} as const;
const SLOVENIA = {
  countryCode: 'SI',
  timeZone: 'Europe/Ljubljana',
  province: null,
  provinceCode: null,
} as const;
const CROATIA = {
  countryCode: 'HR',
  timeZone: 'Europe/Zagreb',
  province: null,
  provinceCode: null,
} as const;

const SANT_AMBROGIO = {day: '12-07', note: t('Sant’Ambrogio', 'Sveti Ambrož', 'Sveti Ambrozije')};
const SAN_GIOVANNI = {day: '06-24', note: t('San Giovanni', 'Sveti Janez Krstnik', 'Sveti Ivan')};
const STATEHOOD_SI = {
  day: '06-25',
  note: t('Festa della Statualità', 'Dan državnosti', 'Dan državnosti Slovenije'),
};

/** Ids as Shopify gives them: large numbers, in the order the stores opened. */
const BASE_ID = 74_630_000_000;

export const STORES: readonly SeedStore[] = [
  {
    ...ITALY,
    id: BASE_ID + 1,
    handle: 'milano-duomo',
    name: 'Passo Milano Duomo',
    address1: 'Via Torino 12',
    address2: null,
    city: 'Milano',
    province: 'Milano',
    provinceCode: 'MI',
    zip: '20123',
    latitude: 45.46277,
    longitude: 9.18553,
    phone: '+39 02 8645 2301',
    email: 'milano.duomo@passo.example',
    hours: week(day(['09:30', '20:00']), day(['09:30', '20:30']), day(['10:00', '19:00'])),
    services: ALL_SERVICES,
    holiday: SANT_AMBROGIO,
  },
  {
    ...ITALY,
    id: BASE_ID + 2,
    handle: 'milano-isola',
    name: 'Passo Milano Isola',
    address1: 'Via Pietro Borsieri 24',
    address2: null,
    city: 'Milano',
    province: 'Milano',
    provinceCode: 'MI',
    zip: '20159',
    latitude: 45.48766,
    longitude: 9.18893,
    phone: '+39 02 6931 4477',
    email: 'milano.isola@passo.example',
    // A neighbourhood shop: a lunch break, Monday mornings and Sundays closed.
    hours: {
      ...week(day(['10:00', '13:30'], ['15:00', '19:30']), day(['10:00', '19:30'])),
      mon: day(['15:00', '19:30']),
    },
    services: BASIC_SERVICES,
    holiday: SANT_AMBROGIO,
  },
  {
    ...ITALY,
    id: BASE_ID + 3,
    handle: 'roma-monti',
    name: 'Passo Roma Monti',
    address1: 'Via dei Serpenti 45',
    address2: null,
    city: 'Roma',
    province: 'Roma',
    provinceCode: 'RM',
    zip: '00184',
    latitude: 41.89571,
    longitude: 12.49212,
    phone: '+39 06 4890 1265',
    email: 'roma.monti@passo.example',
    hours: week(day(['10:00', '20:00']), day(['10:00', '20:00']), day(['11:00', '19:00'])),
    services: ['click-and-collect', 'returns', 'fitting'],
    holiday: {
      day: '06-29',
      note: t('Santi Pietro e Paolo', 'Sveta Peter in Pavel', 'Sveti Petar i Pavao'),
    },
  },
  {
    ...ITALY,
    id: BASE_ID + 4,
    handle: 'torino-centro',
    name: 'Passo Torino Centro',
    address1: 'Via Giuseppe Garibaldi 30',
    address2: null,
    city: 'Torino',
    province: 'Torino',
    provinceCode: 'TO',
    zip: '10122',
    latitude: 45.07291,
    longitude: 7.68063,
    phone: '+39 011 562 0938',
    email: 'torino@passo.example',
    hours: week(day(['10:00', '19:30']), day(['10:00', '20:00'])),
    services: ['click-and-collect', 'returns', 'repairs'],
    holiday: SAN_GIOVANNI,
  },
  {
    ...ITALY,
    id: BASE_ID + 5,
    handle: 'bologna',
    name: 'Passo Bologna',
    address1: 'Via dell’Indipendenza 40',
    address2: null,
    city: 'Bologna',
    province: 'Bologna',
    provinceCode: 'BO',
    zip: '40121',
    latitude: 44.49901,
    longitude: 11.34452,
    phone: '+39 051 223 8140',
    email: 'bologna@passo.example',
    hours: week(day(['10:00', '19:30']), day(['10:00', '20:00']), day(['15:00', '19:30'])),
    services: BASIC_SERVICES,
    holiday: {day: '10-04', note: t('San Petronio', 'Sveti Petronij', 'Sveti Petronije')},
  },
  {
    ...ITALY,
    id: BASE_ID + 6,
    handle: 'firenze',
    name: 'Passo Firenze',
    address1: 'Via dei Calzaiuoli 18',
    address2: 'Piano terra',
    city: 'Firenze',
    province: 'Firenze',
    provinceCode: 'FI',
    zip: '50122',
    latitude: 43.77125,
    longitude: 11.25473,
    phone: '+39 055 239 6611',
    email: 'firenze@passo.example',
    hours: week(day(['10:00', '19:30']), day(['10:00', '20:00']), day(['11:00', '19:00'])),
    services: ['click-and-collect', 'returns', 'gift-wrapping'],
    holiday: SAN_GIOVANNI,
  },
  {
    ...ITALY,
    id: BASE_ID + 7,
    handle: 'napoli-chiaia',
    name: 'Passo Napoli Chiaia',
    address1: 'Via Chiaia 140',
    address2: null,
    city: 'Napoli',
    province: 'Napoli',
    provinceCode: 'NA',
    zip: '80121',
    latitude: 40.83654,
    longitude: 14.24663,
    phone: '+39 081 764 5520',
    email: 'napoli@passo.example',
    // Late on Friday, and Saturday night into Sunday: "la notte del sabato".
    hours: {
      ...week(day(['10:00', '20:00']), day(['10:00', '13:30'], ['16:30', '01:00'])),
      fri: day(['10:00', '23:00']),
    },
    services: ['click-and-collect', 'returns', 'fitting'],
    holiday: {day: '09-19', note: t('San Gennaro', 'Sveti Januarij', 'Sveti Januarije')},
  },
  {
    ...ITALY,
    id: BASE_ID + 8,
    handle: 'verona',
    name: 'Passo Verona',
    address1: 'Via Giuseppe Mazzini 50',
    address2: null,
    city: 'Verona',
    province: 'Verona',
    provinceCode: 'VR',
    zip: '37121',
    latitude: 45.44172,
    longitude: 10.99756,
    phone: '+39 045 803 1190',
    email: 'verona@passo.example',
    hours: week(day(['09:30', '19:30']), day(['09:30', '19:30']), day(['10:30', '19:00'])),
    services: BASIC_SERVICES,
    holiday: {day: '05-21', note: t('San Zeno', 'Sveti Zenon', 'Sveti Zenon')},
  },
  {
    ...SLOVENIA,
    id: BASE_ID + 9,
    handle: 'ljubljana-center',
    name: 'Passo Ljubljana Center',
    address1: 'Čopova ulica 14',
    address2: null,
    city: 'Ljubljana',
    zip: '1000',
    latitude: 46.05143,
    longitude: 14.50485,
    phone: '+386 1 425 6610',
    email: 'ljubljana@passo.example',
    hours: week(day(['09:00', '20:00']), day(['09:00', '17:00'])),
    services: ALL_SERVICES,
    holiday: STATEHOOD_SI,
  },
  {
    ...SLOVENIA,
    id: BASE_ID + 10,
    handle: 'maribor',
    name: 'Passo Maribor',
    address1: 'Gosposka ulica 20',
    address2: null,
    city: 'Maribor',
    zip: '2000',
    latitude: 46.55808,
    longitude: 15.64554,
    phone: '+386 2 250 4420',
    email: 'maribor@passo.example',
    hours: week(day(['09:00', '19:00']), day(['08:00', '13:00'])),
    services: BASIC_SERVICES,
    holiday: STATEHOOD_SI,
  },
  {
    ...CROATIA,
    id: BASE_ID + 11,
    handle: 'zagreb-ilica',
    name: 'Passo Zagreb Ilica',
    address1: 'Ilica 26',
    address2: null,
    city: 'Zagreb',
    zip: '10000',
    latitude: 45.81312,
    longitude: 15.97322,
    phone: '+385 1 483 0055',
    email: 'zagreb@passo.example',
    hours: week(day(['08:00', '21:00']), day(['08:00', '15:00'])),
    services: ['click-and-collect', 'returns', 'fitting', 'repairs'],
    holiday: {day: '08-05', note: t('Giornata della Vittoria', 'Dan zmage', 'Dan pobjede')},
  },
  {
    ...CROATIA,
    id: BASE_ID + 12,
    handle: 'split-riva',
    name: 'Passo Split Riva',
    address1: 'Obala hrvatskog narodnog preporoda 10',
    address2: null,
    city: 'Split',
    zip: '21000',
    latitude: 43.50814,
    longitude: 16.44022,
    phone: '+385 21 345 770',
    email: 'split@passo.example',
    // Summer town hours: open late every day.
    hours: week(day(['08:00', '22:00']), day(['08:00', '22:00']), day(['10:00', '14:00'])),
    services: ['click-and-collect', 'returns', 'gift-wrapping'],
    holiday: {day: '05-07', note: t('San Doimo', 'Sveti Dujam', 'Sveti Duje')},
  },
];
