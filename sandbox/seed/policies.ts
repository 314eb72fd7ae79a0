/**
 * The shop's policies, as a merchant writes them in Shopify's admin (Settings › Policies), in the
 * three shop languages. Handles are Shopify's fixed ones. Shipping rates match the sandbox's
 * checkout (checkout/shipping.ts); delivery times are left to the checkout, which shows them.
 */
import type {Tri} from './words';

export interface SeedPolicy {
  id: number;
  handle: 'privacy-policy' | 'refund-policy' | 'shipping-policy' | 'terms-of-service';
  title: Tri;
  bodyHtml: Tri;
}

const POLICY_ID_BASE = 23_400_000_000;
/** The customer service address, in every page and policy that names it. */
export const EMAIL = '<a href="mailto:help@passo.example">help@passo.example</a>';

export const POLICIES: readonly SeedPolicy[] = [
  {
    id: POLICY_ID_BASE + 1,
    handle: 'shipping-policy',
    title: {it: 'Spedizioni', sl: 'Dostava', hr: 'Dostava'},
    bodyHtml: {
      it: `<p>Spediamo in Italia, Slovenia e Croazia. Gli ordini partono dal nostro magazzino in Italia dal lunedì al venerdì.</p>
<h2>Metodi e costi</h2>
<ul><li>Standard: 4,90 €, gratuita per ordini da 79,00 €.</li><li>Express: 9,90 €.</li></ul>
<p>I tempi di consegna di ciascun metodo sono indicati al momento del pagamento.</p>
<h2>Tracciamento</h2>
<p>Quando il pacco parte ricevi un’e-mail con il link per seguirlo. Per qualsiasi problema con la consegna scrivi a ${EMAIL}.</p>`,
      sl: `<p>Dostavljamo v Italijo, Slovenijo in na Hrvaško. Naročila odpošljemo iz našega skladišča v Italiji od ponedeljka do petka.</p>
<h2>Načini in stroški</h2>
<ul><li>Standardna dostava: 4,90 €, brezplačna za naročila od 79,00 €.</li><li>Hitra dostava: 9,90 €.</li></ul>
<p>Roki dostave za vsak način so navedeni ob plačilu.</p>
<h2>Sledenje</h2>
<p>Ko paket odpošljemo, prejmete e-poštno sporočilo s povezavo za sledenje. Za vsako težavo z dostavo pišite na ${EMAIL}.</p>`,
      hr: `<p>Dostavljamo u Italiju, Sloveniju i Hrvatsku. Narudžbe šaljemo iz našeg skladišta u Italiji od ponedjeljka do petka.</p>
<h2>Načini i troškovi</h2>
<ul><li>Standardna dostava: 4,90 €, besplatna za narudžbe od 79,00 €.</li><li>Ekspresna dostava: 9,90 €.</li></ul>
<p>Rokovi dostave za svaki način navedeni su prilikom plaćanja.</p>
<h2>Praćenje</h2>
<p>Kada paket pošaljemo, primit ćete e-poruku s poveznicom za praćenje. Za svaki problem s dostavom pišite na ${EMAIL}.</p>`,
    },
  },
  {
    id: POLICY_ID_BASE + 2,
    handle: 'refund-policy',
    title: {it: 'Resi e rimborsi', sl: 'Vračila in povračila', hr: 'Povrati i povrat novca'},
    bodyHtml: {
      it: `<p>Hai 30 giorni dalla consegna per restituire gli articoli che non ti convincono: il reso è gratuito.</p>
<h2>Come fare un reso</h2>
<ol><li>Scrivi a ${EMAIL} indicando il numero dell’ordine e gli articoli da restituire.</li><li>Ricevi per e-mail l’etichetta di reso prepagata.</li><li>Consegna il pacco al corriere o in un punto di ritiro.</li></ol>
<h2>Condizioni</h2>
<p>Gli articoli devono essere integri, non indossati se non per una prova, nella loro confezione originale e con le etichette.</p>
<h2>Rimborso</h2>
<p>Rimborsiamo l’importo sullo stesso metodo di pagamento usato per l’ordine entro 14 giorni dal ricevimento del reso. Le spese di spedizione sono rimborsate se restituisci l’intero ordine.</p>`,
      sl: `<p>Izdelke, s katerimi niste zadovoljni, lahko vrnete v 30 dneh od dostave: vračilo je brezplačno.</p>
<h2>Kako vrniti izdelek</h2>
<ol><li>Pišite na ${EMAIL} in navedite številko naročila ter izdelke, ki jih vračate.</li><li>Po e-pošti prejmete plačano nalepko za vračilo.</li><li>Paket oddajte kurirju ali na prevzemnem mestu.</li></ol>
<h2>Pogoji</h2>
<p>Izdelki morajo biti nepoškodovani, nenošeni (razen za pomerjanje) in v originalni embalaži z etiketami.</p>
<h2>Povračilo</h2>
<p>Znesek povrnemo na plačilno sredstvo, s katerim ste plačali naročilo, v 14 dneh po prejemu vračila. Stroške dostave povrnemo, če vrnete celotno naročilo.</p>`,
      hr: `<p>Proizvode kojima niste zadovoljni možete vratiti u roku od 30 dana od dostave: povrat je besplatan.</p>
<h2>Kako vratiti proizvod</h2>
<ol><li>Pišite na ${EMAIL} i navedite broj narudžbe te proizvode koje vraćate.</li><li>E-poštom ćete primiti plaćenu naljepnicu za povrat.</li><li>Paket predajte dostavljaču ili na mjestu preuzimanja.</li></ol>
<h2>Uvjeti</h2>
<p>Proizvodi moraju biti neoštećeni, nenošeni (osim za isprobavanje) i u originalnoj ambalaži s etiketama.</p>
<h2>Povrat novca</h2>
<p>Iznos vraćamo na sredstvo plaćanja kojim je narudžba plaćena, u roku od 14 dana od primitka povrata. Troškove dostave vraćamo ako vratite cijelu narudžbu.</p>`,
    },
  },
  {
    id: POLICY_ID_BASE + 3,
    handle: 'privacy-policy',
    title: {it: 'Informativa sulla privacy', sl: 'Politika zasebnosti', hr: 'Politika privatnosti'},
    bodyHtml: {
      it: `<p>Passo S.r.l. (di seguito «Passo») tratta i dati personali di chi visita il negozio online e di chi acquista nel rispetto del Regolamento (UE) 2016/679 (GDPR).</p>
<h2>Quali dati trattiamo</h2>
<ul><li>Dati dell’account: nome, cognome, indirizzo e-mail e password, conservata solo in forma cifrata.</li><li>Dati degli ordini: indirizzi di spedizione e di fatturazione, prodotti acquistati, pagamenti.</li><li>Dati di navigazione e cookie, secondo le scelte fatte nelle preferenze cookie.</li></ul>
<h2>Perché li trattiamo</h2>
<p>Per gestire il tuo account e i tuoi ordini, per rispondere alle tue richieste e, solo con il tuo consenso, per inviarti la newsletter e misurare l’uso del negozio.</p>
<h2>I tuoi diritti</h2>
<p>Puoi chiedere in ogni momento l’accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento e la portabilità, e puoi revocare i consensi dati. Scrivi a <a href="mailto:privacy@passo.example">privacy@passo.example</a>. Hai anche il diritto di proporre reclamo all’autorità di controllo.</p>`,
      sl: `<p>Passo S.r.l. (v nadaljevanju »Passo«) obdeluje osebne podatke obiskovalcev in kupcev spletne trgovine v skladu z Uredbo (EU) 2016/679 (GDPR).</p>
<h2>Katere podatke obdelujemo</h2>
<ul><li>Podatke računa: ime, priimek, e-poštni naslov in geslo, shranjeno samo v šifrirani obliki.</li><li>Podatke o naročilih: naslova za dostavo in račun, kupljene izdelke, plačila.</li><li>Podatke o brskanju in piškotke, skladno z vašo izbiro v nastavitvah piškotkov.</li></ul>
<h2>Zakaj jih obdelujemo</h2>
<p>Za upravljanje vašega računa in naročil, za odgovore na vaša vprašanja in – samo z vašo privolitvijo – za pošiljanje e-novic in merjenje uporabe trgovine.</p>
<h2>Vaše pravice</h2>
<p>Kadar koli lahko zahtevate dostop do svojih podatkov, njihov popravek ali izbris, omejitev obdelave in prenosljivost ter prekličete dane privolitve. Pišite na <a href="mailto:privacy@passo.example">privacy@passo.example</a>. Imate tudi pravico do pritožbe pri nadzornem organu.</p>`,
      hr: `<p>Passo S.r.l. (u daljnjem tekstu »Passo«) obrađuje osobne podatke posjetitelja i kupaca internetske trgovine u skladu s Uredbom (EU) 2016/679 (GDPR).</p>
<h2>Koje podatke obrađujemo</h2>
<ul><li>Podatke računa: ime, prezime, adresu e-pošte i lozinku, pohranjenu samo u šifriranom obliku.</li><li>Podatke o narudžbama: adrese za dostavu i račun, kupljene proizvode, plaćanja.</li><li>Podatke o pregledavanju i kolačiće, u skladu s vašim odabirom u postavkama kolačića.</li></ul>
<h2>Zašto ih obrađujemo</h2>
<p>Za upravljanje vašim računom i narudžbama, za odgovore na vaše upite i – samo uz vašu privolu – za slanje newslettera i mjerenje korištenja trgovine.</p>
<h2>Vaša prava</h2>
<p>U bilo kojem trenutku možete zatražiti pristup svojim podacima, njihov ispravak ili brisanje, ograničenje obrade i prenosivost te povući dane privole. Pišite na <a href="mailto:privacy@passo.example">privacy@passo.example</a>. Imate i pravo podnijeti pritužbu nadzornom tijelu.</p>`,
    },
  },
  {
    id: POLICY_ID_BASE + 4,
    handle: 'terms-of-service',
    title: {
      it: 'Termini e condizioni di vendita',
      sl: 'Splošni pogoji prodaje',
      hr: 'Opći uvjeti prodaje',
    },
    bodyHtml: {
      it: `<p>Questi termini regolano gli acquisti nel negozio online Passo di Passo S.r.l.</p>
<h2>Ordini e prezzi</h2>
<p>I prezzi sono in euro e comprendono l’IVA. Il contratto si conclude quando ricevi l’e-mail di conferma dell’ordine.</p>
<h2>Diritto di recesso</h2>
<p>Come consumatore hai il diritto di recedere dal contratto senza indicarne il motivo entro 14 giorni dalla consegna (artt. 52–59 del Codice del consumo); Passo estende il termine a 30 giorni. Per recedere basta una comunicazione a ${EMAIL}; la procedura di reso e il rimborso sono descritti in «Resi e rimborsi».</p>
<h2>Garanzia</h2>
<p>Tutti i prodotti hanno la garanzia legale di conformità di 24 mesi.</p>`,
      sl: `<p>Ti pogoji urejajo nakupe v spletni trgovini Passo družbe Passo S.r.l.</p>
<h2>Naročila in cene</h2>
<p>Cene so v evrih in vključujejo DDV. Pogodba je sklenjena, ko prejmete e-poštno potrditev naročila.</p>
<h2>Pravica do odstopa</h2>
<p>Kot potrošnik lahko od pogodbe odstopite brez navedbe razloga v 14 dneh od dostave; Passo ta rok podaljšuje na 30 dni. Za odstop zadošča sporočilo na ${EMAIL}; postopek vračila in povračilo sta opisana v »Vračila in povračila«.</p>
<h2>Garancija</h2>
<p>Za vse izdelke velja zakonska garancija za skladnost blaga 24 mesecev.</p>`,
      hr: `<p>Ovi uvjeti uređuju kupnje u internetskoj trgovini Passo društva Passo S.r.l.</p>
<h2>Narudžbe i cijene</h2>
<p>Cijene su u eurima i uključuju PDV. Ugovor je sklopljen kada primite e-poruku s potvrdom narudžbe.</p>
<h2>Pravo na jednostrani raskid</h2>
<p>Kao potrošač možete raskinuti ugovor bez navođenja razloga u roku od 14 dana od dostave; Passo taj rok produljuje na 30 dana. Za raskid je dovoljna poruka na ${EMAIL}; postupak povrata i povrat novca opisani su u »Povrati i povrat novca«.</p>
<h2>Jamstvo</h2>
<p>Za sve proizvode vrijedi zakonsko jamstvo za sukladnost od 24 mjeseca.</p>`,
    },
  },
];
