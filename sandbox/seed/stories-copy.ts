/**
 * Product stories in the three shop languages. `categories` says which catalogue products a
 * story features (seed/content.ts picks them from the first products, whatever the catalogue
 * size); `draft` stories were never published; `noHeroImage` leaves the optional picture out.
 */
import type {Tri} from './words';

const t = (it: string, sl: string, hr: string): Tri => ({it, sl, hr});

export interface StoryCopy {
  slug: string;
  title: Tri;
  excerpt: Tri;
  heading: Tri;
  paragraphs: Tri[];
  categories: string[];
  publishedAt: string;
  draft?: boolean;
  noHeroImage?: boolean;
}

export const STORIES: readonly StoryCopy[] = [
  {
    slug: 'passeggiata-d-autunno',
    title: t('Una passeggiata d’autunno', 'Jesenski sprehod', 'Jesenska šetnja'),
    excerpt: t(
      'Foglie, pioggia leggera e scarpe che non temono il meteo: il nostro itinerario tra le colline.',
      'Listje, rahel dež in čevlji, ki se ne bojijo vremena: naša pot med griči.',
      'Lišće, sitna kiša i cipele koje se ne boje vremena: naš put među brežuljcima.',
    ),
    heading: t('Cosa mettere in valigia', 'Kaj vzeti s seboj', 'Što ponijeti'),
    paragraphs: [
      t(
        'Abbiamo camminato per tre giorni tra vigneti e borghi, con un solo paio di scarpe a testa. Ecco quelle che sono tornate a casa ancora comode.',
        'Tri dni smo hodili med vinogradi in vasicami, vsak z enim samim parom čevljev. To so tisti, ki so bili doma še vedno udobni.',
        'Tri dana hodali smo među vinogradima i selima, svatko s jednim parom cipela. Ovo su one koje su se vratile kući još udobne.',
      ),
      t(
        'Una suola in gomma antiscivolo e una tomaia in pelle fanno la differenza quando il sentiero diventa fango.',
        'Nedrseč gumijast podplat in usnjen zgornji del naredita razliko, ko se pot spremeni v blato.',
        'Protuklizni gumeni potplat i kožni gornji dio čine razliku kad se staza pretvori u blato.',
      ),
    ],
    categories: ['stivali', 'sneakers', 'borse'],
    publishedAt: '2025-08-28',
  },
  {
    slug: 'sneakers-in-citta',
    title: t('Sneakers in città', 'Superge v mestu', 'Tenisice u gradu'),
    excerpt: t(
      'Dal tram all’ufficio, dall’aperitivo al concerto: le sneakers che reggono una giornata intera.',
      'Od tramvaja do pisarne, od aperitiva do koncerta: superge, ki zdržijo ves dan.',
      'Od tramvaja do ureda, od aperitiva do koncerta: tenisice koje izdrže cijeli dan.',
    ),
    heading: t('Una giornata, tre stili', 'En dan, trije slogi', 'Jedan dan, tri stila'),
    paragraphs: [
      t(
        'Bianche con il tailleur, scure con i jeans, colorate nel weekend: una buona sneaker cambia faccia con quello che indossi.',
        'Bele h kostimu, temne h kavbojkam, barvite ob koncu tedna: dobre superge spremenijo obraz glede na to, kaj nosite.',
        'Bijele uz kostim, tamne uz traperice, šarene vikendom: dobre tenisice mijenjaju lice ovisno o tome što nosite.',
      ),
      t(
        'Abbiamo scelto modelli con soletta imbottita e tomaia traspirante, per camminare tanto senza pensarci.',
        'Izbrali smo modele z oblazinjenim vložkom in zračnim zgornjim delom, da lahko veliko hodite, ne da bi na to mislili.',
        'Odabrali smo modele s podstavljenim uloškom i prozračnim gornjim dijelom, da možete puno hodati bez razmišljanja.',
      ),
    ],
    categories: ['sneakers', 'abbigliamento'],
    publishedAt: '2025-08-20',
  },
  {
    slug: 'eleganza-in-ufficio',
    title: t('Eleganza in ufficio', 'Elegantno v pisarni', 'Elegancija u uredu'),
    excerpt: t(
      'Décolleté e mocassini per chi passa la giornata tra riunioni e corridoi.',
      'Salonarji in mokasini za vse, ki dan preživijo med sestanki in hodniki.',
      'Salonke i mokasinke za sve koji dan provode između sastanaka i hodnika.',
    ),
    heading: t('Il tacco giusto', 'Prava peta', 'Prava peta'),
    paragraphs: [
      t(
        'Un tacco medio e una pianta ben calzata valgono più di qualsiasi tendenza: si sta in piedi otto ore senza accorgersene.',
        'Srednje visoka peta in dobro prilegajoč se kalup sta vredna več kot vsak trend: osem ur stojite, ne da bi to opazili.',
        'Srednja peta i dobro pripijen kalup vrijede više od svakog trenda: osam sati stojite, a da to i ne primijetite.',
      ),
      t(
        'Con un mocassino in pelle liscia si passa dalla scrivania alla cena senza cambiarsi.',
        'Z mokasini iz gladkega usnja greste od pisalne mize do večerje, ne da bi se preoblekli.',
        'S mokasinkama od glatke kože idete od stola do večere bez presvlačenja.',
      ),
    ],
    categories: ['decollete', 'mocassini', 'borse'],
    publishedAt: '2025-08-12',
  },
  {
    slug: 'estate-al-mare',
    title: t('Ultimi giorni al mare', 'Zadnji dnevi na morju', 'Posljednji dani na moru'),
    excerpt: t(
      'Sandali leggeri e una borsa capiente per le ultime giornate di sole sull’Adriatico.',
      'Lahki sandali in prostorna torba za zadnje sončne dni ob Jadranu.',
      'Lagane sandale i prostrana torba za posljednje sunčane dane na Jadranu.',
    ),
    heading: t('Dalla spiaggia al paese', 'Od plaže do mesta', 'Od plaže do mjesta'),
    paragraphs: [
      t(
        'Tra Pirano e Rovigno abbiamo cercato sandali che stessero bene sia sulla sabbia sia sulle pietre lucide del centro.',
        'Med Piranom in Rovinjem smo iskali sandale, ki se dobro obnesejo na pesku in na spolzkih kamnih mestnega jedra.',
        'Između Pirana i Rovinja tražili smo sandale koje dobro služe i na pijesku i na glatkom kamenju gradske jezgre.',
      ),
      t(
        'Il segreto è un cinturino regolabile: il piede gonfia con il caldo, la scarpa deve seguirlo.',
        'Skrivnost je nastavljiv pašček: stopalo v vročini oteče in čevelj mu mora slediti.',
        'Tajna je podesivi remen: stopalo na vrućini otekne, a cipela ga mora pratiti.',
      ),
    ],
    categories: ['sandali', 'borse', 'abbigliamento'],
    publishedAt: '2025-08-02',
  },
  {
    slug: 'primi-passi',
    title: t('Primi passi', 'Prvi koraki', 'Prvi koraci'),
    excerpt: t(
      'Come scegliere le scarpe dei bambini: misura, flessibilità e un po’ di colore.',
      'Kako izbrati otroške čevlje: velikost, prožnost in malo barve.',
      'Kako odabrati dječje cipele: veličina, savitljivost i malo boje.',
    ),
    heading: t('Misurare il piede', 'Merjenje stopala', 'Mjerenje stopala'),
    paragraphs: [
      t(
        'Misura il piede la sera, in piedi, e lascia un centimetro davanti alle dita: i piedi dei bambini crescono in fretta.',
        'Stopalo izmerite zvečer, stoje, in pred prsti pustite centimeter prostora: otroška stopala hitro rastejo.',
        'Stopalo izmjerite navečer, stojeći, i ostavite centimetar prostora ispred prstiju: dječja stopala brzo rastu.',
      ),
      t(
        'Una suola flessibile aiuta il passo naturale; la chiusura a strappo li rende autonomi.',
        'Prožen podplat pomaga pri naravnem koraku, zapenjanje na ježka pa otrokom omogoča samostojnost.',
        'Savitljiv potplat pomaže prirodnom koraku, a zatvaranje na čičak djecu čini samostalnom.',
      ),
    ],
    categories: ['sneakers', 'sandali', 'abbigliamento'],
    publishedAt: '2025-07-24',
    noHeroImage: true,
  },
  {
    slug: 'cura-della-pelle',
    title: t('La cura della pelle', 'Nega usnja', 'Njega kože'),
    excerpt: t(
      'Pochi gesti per far durare anni stivali e borse in pelle.',
      'Nekaj preprostih korakov, da usnjeni škornji in torbe zdržijo leta.',
      'Nekoliko jednostavnih koraka da kožne čizme i torbe traju godinama.',
    ),
    heading: t(
      'Pulire, nutrire, proteggere',
      'Očistiti, negovati, zaščititi',
      'Očistiti, njegovati, zaštititi',
    ),
    paragraphs: [
      t(
        'Spazzola la polvere, passa una crema neutra con un panno morbido e lascia riposare una notte prima di lucidare.',
        'Skrtačite prah, z mehko krpo nanesite nevtralno kremo in pustite čez noč, preden zloščite.',
        'Četkom uklonite prašinu, mekom krpom nanesite neutralnu kremu i ostavite preko noći prije poliranja.',
      ),
      t(
        'Uno spray impermeabilizzante prima della pioggia evita gli aloni sul camoscio.',
        'Vodoodbojno pršilo pred dežjem prepreči madeže na semišu.',
        'Sprej za impregnaciju prije kiše sprječava mrlje na brušenoj koži.',
      ),
    ],
    categories: ['stivali', 'mocassini', 'borse'],
    publishedAt: '2025-07-15',
  },
  {
    slug: 'anteprima-primavera',
    title: t('Anteprima primavera', 'Predogled pomladi', 'Najava proljeća'),
    excerpt: t(
      'I colori della prossima stagione, in anteprima per la redazione.',
      'Barve prihodnje sezone, v predogledu za uredništvo.',
      'Boje sljedeće sezone, u najavi za uredništvo.',
    ),
    heading: t('Pastelli e tela', 'Pasteli in platno', 'Pasteli i platno'),
    paragraphs: [
      t(
        'Sneakers in tela, sandali intrecciati e borse a secchiello: ecco cosa arriva a marzo.',
        'Platnene superge, pleteni sandali in torbe vedro: to prihaja marca.',
        'Platnene tenisice, pletene sandale i torbe u obliku vjedra: to stiže u ožujku.',
      ),
    ],
    categories: ['sneakers', 'sandali', 'borse'],
    publishedAt: '2025-09-01',
    draft: true,
  },
];
