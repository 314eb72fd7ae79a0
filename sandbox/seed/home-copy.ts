/**
 * The words of the home page's sections in the three shop languages (Contentful entries; see
 * seed/content.ts). Paths are market-less: the shop adds `/it`, `/sl` or `/hr`.
 */
import type {Tri} from './words';

const t = (it: string, sl: string, hr: string): Tri => ({it, sl, hr});

export const HOME = {
  title: t('Home', 'Domov', 'Početna'),
  seoDescription: t(
    'Scarpe, abbigliamento e borse dei migliori marchi italiani: novità ogni settimana, spedizione gratuita sopra i 79 € e reso entro 30 giorni.',
    'Čevlji, oblačila in torbe najboljših italijanskih znamk: novosti vsak teden, brezplačna dostava nad 79 € in vračilo v 30 dneh.',
    'Cipele, odjeća i torbe najboljih talijanskih marki: novosti svaki tjedan, besplatna dostava iznad 79 € i povrat u roku od 30 dana.',
  ),
  hero: {
    title: t('Il passo giusto per l’autunno', 'Pravi korak za jesen', 'Pravi korak za jesen'),
    /** A change an editor saved but has not published: the Preview API shows it. */
    draftTitle: t('Il passo giusto per l’inverno', 'Pravi korak za zimo', 'Pravi korak za zimu'),
    subtitle: t(
      'Stivaletti, sneakers e mocassini scelti per le giornate che si accorciano.',
      'Gležnarji, superge in mokasini, izbrani za krajše dni.',
      'Gležnjače, tenisice i mokasinke odabrani za kraće dane.',
    ),
    ctaLabel: t(
      'Scopri la collezione donna',
      'Odkrijte žensko kolekcijo',
      'Otkrijte žensku kolekciju',
    ),
    secondaryCtaLabel: t('Collezione uomo', 'Moška kolekcija', 'Muška kolekcija'),
    imageTitle: t('Stivaletti in autunno', 'Gležnarji jeseni', 'Gležnjače u jesen'),
    imageDescription: t(
      'Un paio di stivaletti e una borsa su uno sfondo color terracotta',
      'Par gležnarjev in torba na opečnatem ozadju',
      'Par gležnjača i torba na pozadini boje opeke',
    ),
  },
  sale: {
    title: t('Saldi fino al 50%', 'Razprodaja do 50 %', 'Sniženje do 50 %'),
    text: t(
      'Centinaia di modelli a prezzo ridotto, fino a esaurimento scorte.',
      'Na stotine modelov po znižani ceni, do razprodaje zalog.',
      'Stotine modela po sniženoj cijeni, do isteka zaliha.',
    ),
    imageTitle: t('Saldi', 'Razprodaja', 'Sniženje'),
    imageDescription: t(
      'Sneakers e sandali in fila su uno sfondo blu notte',
      'Superge in sandali v vrsti na temno modrem ozadju',
      'Tenisice i sandale u nizu na tamnoplavoj pozadini',
    ),
  },
  arrivals: {
    title: t('Nuovi arrivi', 'Novosti', 'Novo u ponudi'),
    text: t(
      'I modelli appena arrivati in negozio, ogni settimana.',
      'Modeli, ki so pravkar prispeli v trgovino, vsak teden.',
      'Modeli koji su upravo stigli u trgovinu, svaki tjedan.',
    ),
    imageTitle: t('Nuovi arrivi', 'Novosti', 'Novo u ponudi'),
    imageDescription: t(
      'Un mocassino e una borsa su uno sfondo verde salvia',
      'Mokasin in torba na žajbljevo zelenem ozadju',
      'Mokasinka i torba na pozadini boje kadulje',
    ),
  },
  newest: t('Novità della settimana', 'Novosti tedna', 'Novosti tjedna'),
  searched: t('Sneakers per ogni giorno', 'Superge za vsak dan', 'Tenisice za svaki dan'),
  editorial: {
    title: t('Fatte per camminare', 'Narejeni za hojo', 'Stvorene za hodanje'),
    paragraphs: [
      t(
        'Scegliamo ogni modello provandolo per strada, non solo in vetrina: suole che ammortizzano, pellami che si adattano al piede, cuciture che reggono le stagioni.',
        'Vsak model izberemo tako, da ga preizkusimo na ulici, ne le v izložbi: podplati, ki blažijo, usnje, ki se prilagodi stopalu, in šivi, ki zdržijo vse letne čase.',
        'Svaki model biramo isprobavajući ga na ulici, a ne samo u izlogu: potplati koji ublažavaju, koža koja se prilagođava stopalu i šavovi koji izdrže sva godišnja doba.',
      ),
      t(
        'Se la taglia non è quella giusta, il reso è gratuito entro 30 giorni.',
        'Če velikost ni prava, je vračilo v 30 dneh brezplačno.',
        'Ako veličina nije prava, povrat je besplatan u roku od 30 dana.',
      ),
    ],
    imageTitle: t('Il laboratorio', 'Delavnica', 'Radionica'),
    imageDescription: t(
      'Tre scarpe in fila su un pavimento di legno chiaro',
      'Trije čevlji v vrsti na svetlem lesenem podu',
      'Tri cipele u nizu na svijetlom drvenom podu',
    ),
  },
  stories: t('Storie di stile', 'Zgodbe o slogu', 'Priče o stilu'),
  instagram: t('Seguici su Instagram', 'Sledite nam na Instagramu', 'Pratite nas na Instagramu'),
};

/** A landing page made of some of the home's sections (entries can be linked from many pages). */
export const AUTUMN = {
  title: t('Collezione autunno', 'Jesenska kolekcija', 'Jesenska kolekcija'),
  seoDescription: t(
    'Stivaletti, mocassini e borse per l’autunno: i nuovi arrivi e le nostre storie di stagione.',
    'Gležnarji, mokasini in torbe za jesen: novosti in naše sezonske zgodbe.',
    'Gležnjače, mokasinke i torbe za jesen: novosti i naše sezonske priče.',
  ),
};
