/** Slovenian: editorial content, stories, journal, Instagram and preview. */
const content = {
  stories: 'Zgodbe',
  storiesDescription: 'Zgodbe o izdelkih, ljudeh in krajih: kako nastanejo in kako jih nosimo.',
  journal: 'Dnevnik',
  journalDescription: 'Vodniki, nasveti in novosti iz sveta Passo.',
  pages: 'Strani',
  readStory: 'Preberi zgodbo: {{title}}',
  readArticle: 'Preberi članek: {{title}}',
  allStories: 'Vse zgodbe',
  publishedOn: 'Objavljeno {{date}}',
  byAuthor: 'avtor {{author}}',
  storyProducts: 'Izdelki iz te zgodbe',
  featuringStories: 'Zgodbe',
  noStories: 'Zgodb še ni.',
  noArticles: 'Člankov še ni.',
  instagramPost: 'Odpri objavo na Instagramu: {{caption}}',
  instagramVideo: 'Video',
  instagramUntitled: 'Objava na Instagramu',
  preview: 'Predogled',
  previewText: 'Ogledujete si še neobjavljeno vsebino.',
  previewExit: 'Zapri predogled',
  previewInvalidTitle: 'Neveljavna povezava za predogled',
  previewInvalidText:
    'Povezava za predogled je potekla ali ni pravilna. Zahtevajte novo v urejevalniku vsebin.',
};

export default content;
