import {describe, expect, it} from 'vitest';
import {errorPageMeta} from '~/lib/seo';
import {routeMessages} from '~/lib/i18n.server';

/** The root match as the root loader gives it, in a market's language. */
const rootMatch = (locale: 'it' | 'sl' | 'hr') => ({
  id: 'root',
  data: {
    shell: {origin: 'https://passo.example', storeInfo: {shopName: 'Passo'}},
    locale,
    messages: routeMessages({marketConfig: {market: {id: locale}}}, 'root'),
  },
});

/** What an error boundary sees when a loader threw a status (React Router's error response). */
const thrown = (status: number) => ({status, statusText: '', internal: false, data: null});

describe('errorPageMeta', () => {
  it('titles a 404 in the market language and keeps it out of search engines', () => {
    expect(errorPageMeta({error: thrown(404), matches: [rootMatch('it')]})).toEqual([
      {title: 'Pagina non trovata | Passo'},
      {name: 'robots', content: 'noindex'},
    ]);
    expect(errorPageMeta({error: thrown(404), matches: [rootMatch('hr')]})[0]).toEqual({
      title: 'Stranica nije pronađena | Passo',
    });
  });

  it('names a bad request, a rate limit and an outage for what they are', () => {
    const title = (error: unknown) =>
      errorPageMeta({error, matches: [rootMatch('it')]})[0] as {title: string};
    expect(title(thrown(400)).title).toBe('Richiesta non valida | Passo');
    expect(title(thrown(429)).title).toBe('Troppe richieste | Passo');
    expect(title(new Error('boom')).title).toBe('Servizio momentaneamente non disponibile | Passo');
  });

  it('falls back to the shop name when even the root could not load', () => {
    expect(errorPageMeta({error: thrown(503), matches: []})[0]).toEqual({title: 'Passo'});
  });
});
