/**
 * The shop's pages (Online Store › Pages in Shopify's admin), in the three shop languages, and
 * the customer-service menu that links them with the policies (seed/policies.ts).
 */
import {EMAIL, POLICIES} from './policies';
import {LEGAL_PAGES} from './legal-pages';
import type {Tri} from './words';

export interface SeedPage {
  id: number;
  handle: string;
  title: Tri;
  bodyHtml: Tri;
  seoTitle: Tri;
  seoDescription: Tri;
}

const PAGE_ID_BASE = 98_700_000_000;
const PHONE = '<a href="tel:+390200000000">+39 02 0000 0000</a>';

const SERVICE_PAGES: readonly SeedPage[] = [
  {
    id: PAGE_ID_BASE + 1,
    handle: 'contact',
    title: {it: 'Contatti', sl: 'Kontakt', hr: 'Kontakt'},
    bodyHtml: {
      it: `<p>Il nostro servizio clienti risponde dal lunedì al venerdì, dalle 9 alle 18.</p>
<ul><li>E-mail: ${EMAIL}</li><li>Telefono: ${PHONE}</li></ul>
<p>Rispondiamo alle e-mail entro un giorno lavorativo. Se ci scrivi per un ordine, indica il suo numero: lo trovi nell’e-mail di conferma e nel tuo account.</p>
<h2>Passo S.r.l.</h2>
<p>Via della Spiga 1, 20121 Milano, Italia</p>`,
      sl: `<p>Naša služba za pomoč strankam je na voljo od ponedeljka do petka, od 9. do 18. ure.</p>
<ul><li>E-pošta: ${EMAIL}</li><li>Telefon: ${PHONE}</li></ul>
<p>Na e-pošto odgovorimo v enem delovnem dnevu. Če pišete glede naročila, navedite njegovo številko: najdete jo v potrditvenem e-sporočilu in v svojem računu.</p>
<h2>Passo S.r.l.</h2>
<p>Via della Spiga 1, 20121 Milano, Italija</p>`,
      hr: `<p>Naša služba za korisnike dostupna je od ponedjeljka do petka, od 9 do 18 sati.</p>
<ul><li>E-pošta: ${EMAIL}</li><li>Telefon: ${PHONE}</li></ul>
<p>Na e-poštu odgovaramo u roku od jednog radnog dana. Ako pišete o narudžbi, navedite njezin broj: nalazi se u e-poruci s potvrdom i u vašem računu.</p>
<h2>Passo S.r.l.</h2>
<p>Via della Spiga 1, 20121 Milano, Italija</p>`,
    },
    seoTitle: {
      it: 'Contatti e servizio clienti',
      sl: 'Kontakt in pomoč strankam',
      hr: 'Kontakt i služba za korisnike',
    },
    seoDescription: {
      it: 'Scrivi o telefona al servizio clienti Passo: dal lunedì al venerdì, dalle 9 alle 18.',
      sl: 'Pišite ali pokličite službo za pomoč strankam Passo: od ponedeljka do petka, od 9. do 18. ure.',
      hr: 'Pišite ili nazovite službu za korisnike trgovine Passo: od ponedjeljka do petka, od 9 do 18 sati.',
    },
  },
  {
    id: PAGE_ID_BASE + 2,
    handle: 'payment-methods',
    title: {it: 'Metodi di pagamento', sl: 'Načini plačila', hr: 'Načini plaćanja'},
    bodyHtml: {
      it: `<p>Paghi in modo sicuro al momento dell’ordine. I dati della carta sono gestiti dal circuito di pagamento e non arrivano mai a noi.</p>
<ul><li>Carte di credito e di debito: Visa, Mastercard, American Express</li><li>PayPal</li><li>Apple Pay e Google Pay</li></ul>
<p>L’importo viene addebitato alla conferma dell’ordine. Se restituisci un articolo, il rimborso torna sullo stesso metodo di pagamento.</p>`,
      sl: `<p>Ob naročilu plačate varno. Podatke o kartici obdela plačilni sistem in nikoli ne pridejo do nas.</p>
<ul><li>Kreditne in debetne kartice: Visa, Mastercard, American Express</li><li>PayPal</li><li>Apple Pay in Google Pay</li></ul>
<p>Znesek bremenimo ob potrditvi naročila. Če izdelek vrnete, vam znesek povrnemo na isto plačilno sredstvo.</p>`,
      hr: `<p>Prilikom narudžbe plaćate sigurno. Podatke o kartici obrađuje platni sustav i nikada ne dolaze do nas.</p>
<ul><li>Kreditne i debitne kartice: Visa, Mastercard, American Express</li><li>PayPal</li><li>Apple Pay i Google Pay</li></ul>
<p>Iznos naplaćujemo pri potvrdi narudžbe. Ako vratite proizvod, novac vraćamo na isto sredstvo plaćanja.</p>`,
    },
    seoTitle: {it: 'Metodi di pagamento', sl: 'Načini plačila', hr: 'Načini plaćanja'},
    seoDescription: {
      it: 'Visa, Mastercard, American Express, PayPal, Apple Pay e Google Pay: su Passo paghi in modo sicuro.',
      sl: 'Visa, Mastercard, American Express, PayPal, Apple Pay in Google Pay: v trgovini Passo plačate varno.',
      hr: 'Visa, Mastercard, American Express, PayPal, Apple Pay i Google Pay: u trgovini Passo plaćate sigurno.',
    },
  },
];

export const PAGES: readonly SeedPage[] = [...SERVICE_PAGES, ...LEGAL_PAGES];

export interface ServiceLink {
  title: Tri;
  type: 'PAGE' | 'SHOP_POLICY';
  /** Path on the shop's domain, as Shopify links a page or a policy. */
  path: string;
  resourceId: string;
}

const page = (handle: string, title: Tri): ServiceLink => {
  const record = PAGES.find((p) => p.handle === handle)!;
  return {
    title,
    type: 'PAGE',
    path: `/pages/${handle}`,
    resourceId: `gid://shopify/Page/${record.id}`,
  };
};
const policy = (handle: string, title: Tri): ServiceLink => {
  const record = POLICIES.find((p) => p.handle === handle)!;
  return {
    title,
    type: 'SHOP_POLICY',
    path: `/policies/${handle}`,
    resourceId: `gid://shopify/ShopPolicy/${record.id}`,
  };
};

/** The footer's customer-service links (menu `customer-service`). */
export const SERVICE_LINKS: readonly ServiceLink[] = [
  page('contact', {it: 'Contatti', sl: 'Kontakt', hr: 'Kontakt'}),
  policy('shipping-policy', {it: 'Spedizioni', sl: 'Dostava', hr: 'Dostava'}),
  policy('refund-policy', {it: 'Resi e rimborsi', sl: 'Vračila', hr: 'Povrati'}),
  page('payment-methods', {it: 'Metodi di pagamento', sl: 'Načini plačila', hr: 'Načini plaćanja'}),
];
