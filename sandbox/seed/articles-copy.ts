/** Journal articles in the three shop languages (seed/content.ts writes them as entries). */
import type {Tri} from './words';

const t = (it: string, sl: string, hr: string): Tri => ({it, sl, hr});

export interface ArticleCopy {
  slug: string;
  title: Tri;
  excerpt: Tri;
  paragraphs: Tri[];
  author: string;
  tags: string[];
  publishedAt: string;
}

export const ARTICLES: readonly ArticleCopy[] = [
  {
    slug: 'guida-alle-taglie',
    title: t(
      'Come trovare la taglia giusta',
      'Kako najti pravo velikost',
      'Kako pronaći pravu veličinu',
    ),
    excerpt: t(
      'Centimetro, foglio di carta e due minuti: misurare il piede a casa è semplice.',
      'Meter, list papirja in dve minuti: merjenje stopala doma je preprosto.',
      'Metar, list papira i dvije minute: mjerenje stopala kod kuće je jednostavno.',
    ),
    paragraphs: [
      t(
        'Appoggia il piede su un foglio contro il muro, segna la punta del dito più lungo e misura la distanza dal tallone.',
        'Stopalo postavite na list papirja ob steni, označite konico najdaljšega prsta in izmerite razdaljo do pete.',
        'Stopalo stavite na list papira uz zid, označite vrh najduljeg prsta i izmjerite udaljenost do pete.',
      ),
      t(
        'Confronta la misura con la guida alle taglie del modello: ogni marchio calza in modo diverso.',
        'Mero primerjajte s tabelo velikosti modela: vsaka znamka je krojena nekoliko drugače.',
        'Mjeru usporedite s tablicom veličina modela: svaka marka je krojena malo drukčije.',
      ),
    ],
    author: 'Giulia Ferri',
    tags: ['guide', 'taglie'],
    publishedAt: '2025-08-30',
  },
  {
    slug: 'pelle-o-camoscio',
    title: t('Pelle o camoscio?', 'Usnje ali semiš?', 'Koža ili brušena koža?'),
    excerpt: t(
      'Pregi e cure dei due materiali più amati delle nostre scarpe.',
      'Prednosti in nega dveh najbolj priljubljenih materialov naših čevljev.',
      'Prednosti i njega dvaju najomiljenijih materijala naših cipela.',
    ),
    paragraphs: [
      t(
        'La pelle liscia resiste all’acqua e si lucida in un attimo; il camoscio è morbido e caldo, ma chiede più attenzione.',
        'Gladko usnje je odporno proti vodi in se hitro zlošči; semiš je mehak in topel, a zahteva več pozornosti.',
        'Glatka koža otporna je na vodu i brzo se polira; brušena koža je mekana i topla, ali traži više pažnje.',
      ),
    ],
    author: 'Marco Bellini',
    tags: ['materiali', 'cura'],
    publishedAt: '2025-08-22',
  },
  {
    slug: 'spedizioni-in-slovenia-e-croazia',
    title: t(
      'Ora spediamo in Slovenia e Croazia',
      'Zdaj dostavljamo v Slovenijo in na Hrvaško',
      'Sada dostavljamo u Sloveniju i Hrvatsku',
    ),
    excerpt: t(
      'Consegna in 2–4 giorni lavorativi, reso gratuito e assistenza nella tua lingua.',
      'Dostava v 2–4 delovnih dneh, brezplačno vračilo in pomoč v vašem jeziku.',
      'Dostava u 2–4 radna dana, besplatan povrat i podrška na vašem jeziku.',
    ),
    paragraphs: [
      t(
        'Da settembre Passo consegna a Lubiana, Zagabria e in tutte le città dei due paesi, con gli stessi prezzi in euro.',
        'Od septembra Passo dostavlja v Ljubljano, Zagreb in vsa mesta obeh držav, po enakih cenah v evrih.',
        'Od rujna Passo dostavlja u Ljubljanu, Zagreb i sve gradove obiju zemalja, po istim cijenama u eurima.',
      ),
    ],
    author: 'Redazione Passo',
    tags: ['novita', 'spedizioni'],
    publishedAt: '2025-08-15',
  },
  {
    slug: 'scarpe-da-sposa-comode',
    title: t(
      'Scarpe da cerimonia comode',
      'Udobni čevlji za posebne priložnosti',
      'Udobne cipele za svečane prilike',
    ),
    excerpt: t(
      'Ballare fino a tardi senza togliersi le scarpe: si può.',
      'Plesati do poznih ur, ne da bi sezuli čevlje: mogoče je.',
      'Plesati do kasno bez izuvanja cipela: moguće je.',
    ),
    paragraphs: [
      t(
        'Un plateau sotto la pianta riduce l’inclinazione del piede; un cinturino alla caviglia dà stabilità.',
        'Platforma pod podplatom zmanjša naklon stopala, pašček okoli gležnja pa doda stabilnost.',
        'Platforma ispod potplata smanjuje nagib stopala, a remen oko gležnja daje stabilnost.',
      ),
    ],
    author: 'Giulia Ferri',
    tags: ['cerimonia', 'consigli'],
    publishedAt: '2025-08-05',
  },
  {
    slug: 'borse-da-lavoro',
    title: t('La borsa da lavoro perfetta', 'Popolna službena torba', 'Savršena poslovna torba'),
    excerpt: t(
      'Portatile, pranzo e ombrello: cosa deve contenere e come sceglierla.',
      'Prenosnik, malica in dežnik: kaj mora sprejeti in kako jo izbrati.',
      'Laptop, užina i kišobran: što mora primiti i kako je odabrati.',
    ),
    paragraphs: [
      t(
        'Cerca una tasca imbottita per il computer, manici lunghi da portare a spalla e un fondo rigido che non si deformi.',
        'Poiščite oblazinjen žep za računalnik, dolge ročaje za nošenje na rami in trdno dno, ki se ne deformira.',
        'Potražite podstavljeni džep za računalo, duge ručke za nošenje na ramenu i čvrsto dno koje se ne deformira.',
      ),
    ],
    author: 'Marco Bellini',
    tags: ['borse', 'lavoro'],
    publishedAt: '2025-07-28',
  },
  {
    slug: 'scarpe-sostenibili',
    title: t('Scarpe più sostenibili', 'Bolj trajnostni čevlji', 'Održivije cipele'),
    excerpt: t(
      'Materiali riciclati, concerie certificate e riparazioni: il nostro impegno.',
      'Reciklirani materiali, certificirane strojarne in popravila: naša zaveza.',
      'Reciklirani materijali, certificirane kožare i popravci: naša obveza.',
    ),
    paragraphs: [
      t(
        'Il paio più sostenibile è quello che dura: per questo offriamo la risuolatura dei modelli in cuoio.',
        'Najbolj trajnosten par je tisti, ki zdrži: zato ponujamo nove podplate za modele z usnjenim podplatom.',
        'Najodrživiji par je onaj koji traje: zato nudimo zamjenu potplata za modele s kožnim potplatom.',
      ),
    ],
    author: 'Redazione Passo',
    tags: ['sostenibilita'],
    publishedAt: '2025-07-10',
  },
];
