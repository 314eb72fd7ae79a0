/**
 * The legal pages an Italian shop must publish beside its policies (seed/policies.ts): the legal
 * notice with the company's data, and the cookie policy, whose list of cookies the storefront
 * writes itself from its own code (the page's body only introduces it).
 */
import {EMAIL} from './policies';
import type {SeedPage} from './pages';

const PAGE_ID_BASE = 98_700_000_100;
const PEC = '<a href="mailto:passo@pec.passo.example">passo@pec.passo.example</a>';

/** Fictional company data, the same in every language (a register's entries are not translated). */
const COMPANY = {
  name: 'Passo S.r.l.',
  address: 'Via della Spiga 1, 20121 Milano (MI)',
  vat: 'IT09876540963',
  rea: 'MI-2123456',
  capital: '50.000,00 €',
};

const companyList = (labels: {
  seat: string;
  vat: string;
  rea: string;
  capital: string;
  paid: string;
}) => `<ul>
<li>${COMPANY.name}</li>
<li>${labels.seat}: ${COMPANY.address}</li>
<li>${labels.vat}: ${COMPANY.vat}</li>
<li>${labels.rea}: ${COMPANY.rea}</li>
<li>${labels.capital}: ${COMPANY.capital} ${labels.paid}</li>
<li>PEC: ${PEC}</li>
<li>E-mail: ${EMAIL}</li>
</ul>`;

export const LEGAL_PAGES: readonly SeedPage[] = [
  {
    id: PAGE_ID_BASE + 1,
    handle: 'legal-notice',
    title: {it: 'Note legali', sl: 'Pravno obvestilo', hr: 'Pravna napomena'},
    bodyHtml: {
      it: `<p>Il negozio online Passo è gestito da:</p>
${companyList({seat: 'Sede legale', vat: 'Partita IVA e codice fiscale', rea: 'Numero REA', capital: 'Capitale sociale', paid: 'interamente versato'})}
<h2>Risoluzione delle controversie</h2>
<p>Per i reclami scrivi a ${EMAIL}. La Commissione europea mette a disposizione una piattaforma per la risoluzione online delle controversie tra consumatori e venditori.</p>`,
      sl: `<p>Spletno trgovino Passo upravlja:</p>
${companyList({seat: 'Sedež družbe', vat: 'ID za DDV in davčna številka', rea: 'Številka v registru REA', capital: 'Osnovni kapital', paid: 'v celoti vplačan'})}
<h2>Reševanje sporov</h2>
<p>Pritožbe pošljite na ${EMAIL}. Evropska komisija ponuja platformo za spletno reševanje sporov med potrošniki in prodajalci.</p>`,
      hr: `<p>Internetskom trgovinom Passo upravlja:</p>
${companyList({seat: 'Sjedište društva', vat: 'PDV ID i porezni broj', rea: 'Broj u registru REA', capital: 'Temeljni kapital', paid: 'uplaćen u cijelosti'})}
<h2>Rješavanje sporova</h2>
<p>Pritužbe pošaljite na ${EMAIL}. Europska komisija nudi platformu za internetsko rješavanje sporova između potrošača i trgovaca.</p>`,
    },
    seoTitle: {it: 'Note legali', sl: 'Pravno obvestilo', hr: 'Pravna napomena'},
    seoDescription: {
      it: 'Dati societari di Passo S.r.l.: sede legale, partita IVA, REA, capitale sociale e PEC.',
      sl: 'Podatki o družbi Passo S.r.l.: sedež, ID za DDV, številka REA, osnovni kapital in PEC.',
      hr: 'Podaci o društvu Passo S.r.l.: sjedište, PDV ID, broj REA, temeljni kapital i PEC.',
    },
  },
  {
    id: PAGE_ID_BASE + 2,
    handle: 'cookie-policy',
    title: {it: 'Cookie policy', sl: 'Politika piškotkov', hr: 'Politika kolačića'},
    bodyHtml: {
      it: `<p>Questo negozio usa cookie e spazio di archiviazione del browser. Quelli tecnici servono a far funzionare il carrello, l’account e le tue scelte; gli altri sono usati solo se li accetti nelle preferenze cookie, che puoi cambiare in ogni momento dal link in fondo a ogni pagina.</p>`,
      sl: `<p>Ta trgovina uporablja piškotke in shrambo brskalnika. Tehnični omogočajo delovanje košarice, računa in vaših izbir; druge uporabljamo samo, če jih sprejmete v nastavitvah piškotkov, ki jih lahko kadar koli spremenite prek povezave na dnu vsake strani.</p>`,
      hr: `<p>Ova trgovina koristi kolačiće i pohranu preglednika. Tehnički omogućuju rad košarice, računa i vaših odabira; ostale koristimo samo ako ih prihvatite u postavkama kolačića, koje možete promijeniti u bilo kojem trenutku putem poveznice na dnu svake stranice.</p>`,
    },
    seoTitle: {it: 'Cookie policy', sl: 'Politika piškotkov', hr: 'Politika kolačića'},
    seoDescription: {
      it: 'I cookie e i dati salvati nel browser dal negozio Passo: a cosa servono e quanto durano.',
      sl: 'Piškotki in podatki, ki jih trgovina Passo shrani v brskalnik: čemu služijo in koliko časa trajajo.',
      hr: 'Kolačići i podaci koje trgovina Passo sprema u preglednik: čemu služe i koliko traju.',
    },
  },
];
