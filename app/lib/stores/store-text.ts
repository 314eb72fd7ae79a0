/**
 * A store's status and hours in words (docs/product.md#opening-hours): "Aperto ora" or "Chiuso"
 * with until or from when, and intervals as "10:00–13:30, 15:00–19:30".
 */
import type {Translate} from '../i18n';
import type {StoreStatus} from './opening-hours';
import type {HoursInterval} from './store-types';
import {intlCached} from '../intl-cache';

export function statusText(status: StoreStatus, t: Translate): {label: string; detail: string} {
  if (status.state !== 'closed') {
    const key = status.state === 'open' ? 'stores.closesAt' : 'stores.closingSoon';
    return {label: t('stores.openNow'), detail: t(key, {time: status.closesAt})};
  }
  const {opensAt} = status;
  const detail = !opensAt
    ? ''
    : opensAt.day === 'today'
      ? t('stores.opensToday', {time: opensAt.time})
      : opensAt.day === 'tomorrow'
        ? t('stores.opensTomorrow', {time: opensAt.time})
        : t('stores.opensOn', {day: t(`stores.weekdaysOn.${opensAt.day}`), time: opensAt.time});
  return {label: t('stores.closed'), detail};
}

/** "10:00–13:30, 15:00–19:30"; no intervals is "Chiuso". */
export function intervalsText(intervals: readonly HoursInterval[], t: Translate): string {
  return intervals.length
    ? intervals.map(([opens, closes]) => `${opens}–${closes}`).join(', ')
    : t('stores.closed');
}

/** A store's local date as the market writes a day: "venerdì 25 dicembre". */
export function formatDay(date: string, locale: string): string {
  return intlCached(
    `day|${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
  ).format(Date.parse(`${date}T12:00:00Z`));
}

/** "+39 02 8645 2301" → "tel:+390286452301". */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
