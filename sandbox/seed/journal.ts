/**
 * The shop's blog ("Journal", Online Store › Blog posts in Shopify's admin) with a few articles
 * in the three shop languages, and the URL redirects the merchant left behind when pages moved
 * (Online Store › Navigation › URL redirects).
 */
import type {Db} from '../db/open';
import type {Shape} from '../images/shapes';
import {isoSeconds} from '../text';
import {SEED_NOW} from './products';
import type {Tri} from './words';

interface SeedArticle {
  id: number;
  handle: string;
  title: Tri;
  excerptHtml: Tri;
  bodyHtml: Tri;
  author: {firstName: string; lastName: string};
  tags: string[];
  publishedAt: string;
  image: {id: number; name: string; shape: Shape; color: string};
}

interface SeedBlog {
  id: number;
  handle: string;
  title: Tri;
  articles: SeedArticle[];
}

interface SeedRedirect {
  id: number;
  path: string;
  target: string;
}

const BLOG_ID = 84_200_000_001;
const ARTICLE_ID_BASE = 560_100_000_000;
const ARTICLE_IMAGE_ID_BASE = 37_950_000_000_000;
const REDIRECT_ID_BASE = 411_000_000;
const DAY_MS = 86_400_000;

const article = (
  n: number,
  handle: string,
  daysAgo: number,
  picture: {shape: Shape; color: string},
  text: Pick<SeedArticle, 'title' | 'excerptHtml' | 'bodyHtml' | 'tags'>,
): SeedArticle => ({
  id: ARTICLE_ID_BASE + n,
  handle,
  author: {firstName: 'Giulia', lastName: 'Ferri'},
  publishedAt: isoSeconds(SEED_NOW - daysAgo * DAY_MS),
  image: {id: ARTICLE_IMAGE_ID_BASE + n, name: `journal-${handle}`, ...picture},
  ...text,
});

const JOURNAL: SeedBlog = {
  id: BLOG_ID,
  handle: 'journal',
  title: {it: 'Journal', sl: 'Journal', hr: 'Journal'},
  articles: [
    article(
      1,
      'cura-delle-scarpe-in-pelle',
      3,
      {shape: 'loafer', color: '#7a4a2a'},
      {
        title: {
          it: 'Come curare le scarpe in pelle',
          sl: 'Kako negovati usnjene čevlje',
          hr: 'Kako njegovati kožne cipele',
        },
        excerptHtml: {
          it: '<p>Pulizia, crema e riposo: tre gesti che fanno durare le tue scarpe per anni.</p>',
          sl: '<p>Čiščenje, krema in počitek: trije koraki, s katerimi vaši čevlji zdržijo leta.</p>',
          hr: '<p>Čišćenje, krema i odmor: tri koraka zbog kojih vaše cipele traju godinama.</p>',
        },
        bodyHtml: {
          it: '<p>Spazzola via la polvere dopo ogni uscita, nutri la pelle con una crema del suo colore una volta al mese e lascia riposare le scarpe un giorno su due, con le forme in legno.</p><h2>Sotto la pioggia</h2><p>Asciugale lontano dal calore, imbottite di carta.</p>',
          sl: '<p>Po vsakem nošenju skrtačite prah, enkrat na mesec usnje nahranite s kremo v njegovi barvi in čevljem privoščite dan počitka z lesenimi kopiti.</p><h2>V dežju</h2><p>Posušite jih stran od vira toplote, napolnjene s papirjem.</p>',
          hr: '<p>Nakon svakog nošenja očetkajte prašinu, jednom mjesečno nahranite kožu kremom njezine boje i cipelama dajte dan odmora s drvenim kalupima.</p><h2>Po kiši</h2><p>Sušite ih dalje od izvora topline, napunjene papirom.</p>',
        },
        tags: ['cura', 'pelle'],
      },
    ),
    article(
      2,
      'sneaker-bianche-come-abbinarle',
      10,
      {shape: 'sneaker', color: '#f2f2f2'},
      {
        title: {
          it: 'Sneaker bianche: come abbinarle',
          sl: 'Bele superge: kako jih kombinirati',
          hr: 'Bijele tenisice: kako ih kombinirati',
        },
        excerptHtml: {
          it: '<p>Dal completo sartoriale ai jeans: la scarpa che sta bene con tutto.</p>',
          sl: '<p>Od obleke do kavbojk: čevelj, ki se poda k vsemu.</p>',
          hr: '<p>Od odijela do traperica: cipela koja pristaje uz sve.</p>',
        },
        bodyHtml: {
          it: '<p>Con i jeans chiari per il weekend, con un abito scuro per spezzare la formalità, con una gonna midi per camminare tutto il giorno.</p>',
          sl: '<p>S svetlimi kavbojkami za vikend, s temno obleko za manj formalen videz, z midi krilom za cel dan hoje.</p>',
          hr: '<p>Sa svijetlim trapericama za vikend, s tamnim odijelom za manje formalan izgled, s midi suknjom za cijeli dan hodanja.</p>',
        },
        tags: ['stile', 'sneaker'],
      },
    ),
    article(
      3,
      'guida-alle-taglie',
      24,
      {shape: 'boot', color: '#3b3b3b'},
      {
        title: {
          it: 'Trovare la taglia giusta online',
          sl: 'Kako na spletu najti pravo velikost',
          hr: 'Kako na internetu pronaći pravu veličinu',
        },
        excerptHtml: {
          it: '<p>Misura il piede la sera, su un foglio: ecco perché.</p>',
          sl: '<p>Stopalo izmerite zvečer, na listu papirja: zakaj tako.</p>',
          hr: '<p>Stopalo izmjerite navečer, na listu papira: evo zašto.</p>',
        },
        bodyHtml: {
          it: '<p>Il piede si allunga durante la giornata: misuralo la sera, dal tallone all’alluce, e confronta i centimetri con la guida alle taglie di ogni prodotto.</p>',
          sl: '<p>Stopalo se čez dan podaljša: izmerite ga zvečer, od pete do palca, in centimetre primerjajte s tabelo velikosti pri vsakem izdelku.</p>',
          hr: '<p>Stopalo se tijekom dana produži: izmjerite ga navečer, od pete do palca, i centimetre usporedite s tablicom veličina kod svakog proizvoda.</p>',
        },
        tags: ['taglie'],
      },
    ),
  ],
};

/** Paths are stored as the merchant typed them; Shopify matches them case-insensitively. */
const URL_REDIRECTS: readonly SeedRedirect[] = [
  {id: REDIRECT_ID_BASE + 1, path: '/it/vecchia-collezione', target: '/it/donna'},
  {id: REDIRECT_ID_BASE + 2, path: '/sl/stara-kolekcija', target: '/sl/donna'},
  {id: REDIRECT_ID_BASE + 3, path: '/hr/stara-kolekcija', target: '/hr/donna'},
  {id: REDIRECT_ID_BASE + 4, path: '/it/pages/chi-siamo', target: '/it/pages/legal-notice'},
];

/** Writes the blog, its articles (Italian in the rows, the rest as translations) and the redirects. */
export function seedJournal(db: Db) {
  const insert = {
    blog: db.prepare('INSERT INTO blogs (id, handle, title) VALUES (?, ?, ?)'),
    article: db.prepare(
      `INSERT INTO articles (id, blog_id, handle, title, excerpt_html, body_html, author_first_name,
        author_last_name, tags, image_id, published_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    image: db.prepare(
      `INSERT INTO images (id, name, owner, owner_id, position, shape, color, angle, width, height)
       VALUES (?, ?, 'article', ?, 1, ?, ?, 0, 1000, 1250)`,
    ),
    redirect: db.prepare('INSERT INTO url_redirects (id, path, target) VALUES (?, ?, ?)'),
    translation: db.prepare(
      'INSERT INTO translations (resource, resource_id, field, locale, value) VALUES (?, ?, ?, ?, ?)',
    ),
  };
  const translate = (resource: string, id: number, field: string, text: Tri) => {
    insert.translation.run(resource, id, field, 'sl', text.sl);
    insert.translation.run(resource, id, field, 'hr', text.hr);
  };
  const blog = JOURNAL;
  insert.blog.run(blog.id, blog.handle, blog.title.it);
  translate('blog', blog.id, 'title', blog.title);
  for (const a of blog.articles) {
    insert.image.run(a.image.id, a.image.name, a.id, a.image.shape, a.image.color);
    insert.article.run(
      a.id,
      blog.id,
      a.handle,
      a.title.it,
      a.excerptHtml.it,
      a.bodyHtml.it,
      a.author.firstName,
      a.author.lastName,
      JSON.stringify(a.tags),
      a.image.id,
      a.publishedAt,
      a.publishedAt,
    );
    translate('article', a.id, 'title', a.title);
    translate('article', a.id, 'excerpt_html', a.excerptHtml);
    translate('article', a.id, 'body_html', a.bodyHtml);
  }
  for (const {id, path, target} of URL_REDIRECTS) insert.redirect.run(id, path, target);
}
