import type {MouseEvent} from 'react';
import {useLocation} from 'react-router';
import {useT} from '~/hooks/use-t';
import {preferencesPath} from '~/lib/tracking/consent';
import {openConsentPreferences} from '~/lib/tracking/consent-store';

/**
 * "Cookie preferences" (docs/product.md#consent-banner): a link to this page with the banner open
 * on its purposes, which works before the page's scripts run; once they do, the preferences open
 * in place (the consent provider's, when it asks).
 */
export function ConsentPreferencesLink() {
  const t = useT();
  const {pathname, search} = useLocation();
  const openInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window is the link's to open.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    openConsentPreferences();
  };
  return (
    // Not a page of its own for search engines: the same page with the banner open.
    <a href={preferencesPath(`${pathname}${search}`, true)} rel="nofollow" onClick={openInPlace}>
      {t('consent.open')}
    </a>
  );
}
