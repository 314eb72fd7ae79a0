/**
 * Sentences for descriptions, collections, menus and the shop, in the three shop languages.
 * Kept apart from the generator so a copy-writer can edit words without reading code.
 */
import type {Sizing, Tri} from './words';

export const SHOP = {
  name: 'Passo',
  description: {
    it: 'Passo: scarpe, abbigliamento e borse dei migliori marchi, con spedizione in Italia, Slovenia e Croazia.',
    sl: 'Passo: čevlji, oblačila in torbe najboljših znamk z dostavo v Italijo, Slovenijo in na Hrvaško.',
    hr: 'Passo: cipele, odjeća i torbe najboljih marki s dostavom u Italiju, Sloveniju i Hrvatsku.',
  } satisfies Tri,
};

/** First paragraph; `{title}` and `{brand}` are filled in. */
export const INTROS: Record<Sizing, readonly Tri[]> = {
  shoe: [
    {
      it: 'Il modello {title} di {brand} unisce comfort quotidiano e stile essenziale: una linea pulita che si abbina a tutto, dall’ufficio al weekend.',
      sl: 'Model {title} znamke {brand} združuje vsakdanje udobje in preprost slog: čista linija, ki se poda k vsemu, od pisarne do vikenda.',
      hr: 'Model {title} marke {brand} spaja svakodnevnu udobnost i jednostavan stil: čista linija koja se slaže uz sve, od ureda do vikenda.',
    },
    {
      it: 'Realizzato in Italia da {brand}, il modello {title} è pensato per chi cammina molto e non vuole rinunciare all’eleganza.',
      sl: 'Model {title}, ki ga je v Italiji izdelal {brand}, je namenjen vsem, ki veliko hodijo in se ne želijo odpovedati eleganci.',
      hr: 'Model {title}, koji je u Italiji izradio {brand}, namijenjen je svima koji puno hodaju i ne žele se odreći elegancije.',
    },
  ],
  apparel: [
    {
      it: 'Il capo {title} di {brand} è un essenziale del guardaroba: vestibilità regolare, tessuti piacevoli sulla pelle e colori che durano lavaggio dopo lavaggio.',
      sl: 'Kos {title} znamke {brand} je osnova vsake garderobe: običajen kroj, materiali, prijetni na koži, in barve, ki zdržijo pranje za pranjem.',
      hr: 'Komad {title} marke {brand} osnova je svakog ormara: redovit kroj, materijali ugodni na koži i boje koje traju pranje za pranjem.',
    },
    {
      it: 'Con il modello {title}, {brand} reinterpreta un classico con un taglio contemporaneo, pensato per la città e per i viaggi.',
      sl: 'Z modelom {title} znamka {brand} na novo razlaga klasiko s sodobnim krojem, zasnovanim za mesto in potovanja.',
      hr: 'Modelom {title} marka {brand} iznova tumači klasiku suvremenim krojem, osmišljenim za grad i putovanja.',
    },
  ],
  bag: [
    {
      it: 'Il modello {title} di {brand} è capiente ma leggero, con tasche interne per tenere in ordine tutto ciò che serve durante la giornata.',
      sl: 'Model {title} znamke {brand} je prostoren, a lahek, z notranjimi žepi za red med vsem, kar potrebujete čez dan.',
      hr: 'Model {title} marke {brand} prostran je, ali lagan, s unutarnjim džepovima za red u svemu što vam treba tijekom dana.',
    },
  ],
};

/** Second paragraph; `{colour}` is filled in. */
export const DETAILS: Tri = {
  it: 'Colore: {colour}. Spedizione gratuita sopra i 79 € e reso facile entro 30 giorni.',
  sl: 'Barva: {colour}. Brezplačna dostava nad 79 € in enostavno vračilo v 30 dneh.',
  hr: 'Boja: {colour}. Besplatna dostava iznad 79 € i jednostavan povrat u roku od 30 dana.',
};

export const MATERIALS_HEADING: Tri = {it: 'Materiali', sl: 'Materiali', hr: 'Materijali'};

const m = (it: string, sl: string, hr: string): Tri => ({it, sl, hr});

export const MATERIALS: Record<Sizing, readonly Tri[]> = {
  shoe: [
    m('Tomaia in pelle di vitello', 'Zgornji del iz telečjega usnja', 'Gornji dio od teleće kože'),
    m('Tomaia in camoscio', 'Zgornji del iz semiša', 'Gornji dio od brušene kože'),
    m(
      'Tomaia in tessuto tecnico traspirante',
      'Zgornji del iz zračnega tehničnega tekstila',
      'Gornji dio od prozračnog tehničkog tekstila',
    ),
    m('Fodera in pelle', 'Usnjena podloga', 'Kožna podstava'),
    m('Fodera in tessuto', 'Tekstilna podloga', 'Tekstilna podstava'),
    m(
      'Soletta estraibile imbottita',
      'Odstranljiv oblazinjen vložek',
      'Uklonjivi podstavljeni uložak',
    ),
    m('Suola in gomma antiscivolo', 'Nedrseč gumijast podplat', 'Protuklizni gumeni potplat'),
    m('Suola in cuoio', 'Usnjen podplat', 'Kožni potplat'),
  ],
  apparel: [
    m('100% cotone biologico', '100 % organski bombaž', '100 % organski pamuk'),
    m('Cotone ed elastan', 'Bombaž in elastan', 'Pamuk i elastan'),
    m('Interno felpato', 'Kosmatena notranjost', 'Čupava unutrašnjost'),
    m('Nylon riciclato', 'Recikliran najlon', 'Reciklirani najlon'),
    m('Bottoni in corozo', 'Gumbi iz korozo oreška', 'Gumbi od korozo oraha'),
    m(
      'Lavabile in lavatrice a 30 °C',
      'Pranje v pralnem stroju pri 30 °C',
      'Pranje u perilici na 30 °C',
    ),
  ],
  bag: [
    m('Pelle di vitello a grana', 'Zrnato telečje usnje', 'Zrnata teleća koža'),
    m('Tela di cotone spalmata', 'Premazano bombažno platno', 'Premazano pamučno platno'),
    m('Fodera in cotone', 'Bombažna podloga', 'Pamučna podstava'),
    m('Finiture in metallo dorato', 'Zlati kovinski detajli', 'Zlatni metalni detalji'),
    m('Tracolla regolabile', 'Nastavljiv naramni trak', 'Podesivi remen za rame'),
    m('Chiusura con zip', 'Zapenjanje z zadrgo', 'Zatvaranje patentnim zatvaračem'),
  ],
};

/** Description of a category collection; `{plural}` is the category name in lower case. */
export const CATEGORY_COLLECTION_COPY: Tri = {
  it: 'Scopri {plural} di Passo: nuovi arrivi ogni settimana e i migliori marchi italiani.',
  sl: 'Odkrijte {plural} v trgovini Passo: novosti vsak teden in najboljše italijanske znamke.',
  hr: 'Otkrijte {plural} u trgovini Passo: novosti svaki tjedan i najbolje talijanske marke.',
};

/** Description of gender and gender × category collections; `{title}` is the collection title. */
export const GROUP_COLLECTION_COPY: Tri = {
  it: 'La collezione {title}: scarpe, abbigliamento e accessori selezionati per te.',
  sl: 'Kolekcija {title}: čevlji, oblačila in dodatki, izbrani za vas.',
  hr: 'Kolekcija {title}: cipele, odjeća i dodaci odabrani za vas.',
};

export const SPECIAL_COLLECTIONS = {
  novita: {
    title: m('Novità', 'Novosti', 'Novo'),
    description: m(
      'Gli ultimi arrivi della stagione, appena entrati in negozio.',
      'Najnovejši izdelki sezone, sveže prispeli v trgovino.',
      'Najnoviji proizvodi sezone, tek stigli u trgovinu.',
    ),
  },
  saldi: {
    title: m('Saldi', 'Razprodaja', 'Sniženje'),
    description: m(
      'Prezzi ridotti su scarpe, abbigliamento e borse, fino a esaurimento scorte.',
      'Znižane cene čevljev, oblačil in torb do razprodaje zalog.',
      'Snižene cijene cipela, odjeće i torbi do isteka zaliha.',
    ),
  },
  'in-evidenza': {
    title: m('In evidenza', 'Izpostavljeno', 'Izdvojeno'),
    description: m(
      'I modelli scelti dal nostro team questa settimana.',
      'Modeli, ki jih je ta teden izbrala naša ekipa.',
      'Modeli koje je ovaj tjedan odabrao naš tim.',
    ),
  },
} as const;

export const MENU_LABELS = {
  home: m('Home', 'Domov', 'Početna'),
};

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
