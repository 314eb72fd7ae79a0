/** Italian: editorial content, stories, journal, Instagram and preview (docs/product.md#editorial-content). */
const content = {
  stories: 'Storie',
  storiesDescription: 'Storie di prodotti, persone e luoghi: come nascono e come si portano.',
  journal: 'Journal',
  journalDescription: 'Guide, consigli e novità dal mondo Passo.',
  pages: 'Pagine',
  readStory: 'Leggi la storia: {{title}}',
  readArticle: 'Leggi l’articolo: {{title}}',
  allStories: 'Tutte le storie',
  publishedOn: 'Pubblicato il {{date}}',
  byAuthor: 'di {{author}}',
  storyProducts: 'I prodotti di questa storia',
  featuringStories: 'Storie',
  noStories: 'Non ci sono ancora storie.',
  noArticles: 'Non ci sono ancora articoli.',
  instagramPost: 'Apri il post su Instagram: {{caption}}',
  instagramVideo: 'Video',
  instagramUntitled: 'Post su Instagram',
  preview: 'Anteprima',
  previewText: 'Stai vedendo i contenuti non ancora pubblicati.',
  previewExit: 'Esci dall’anteprima',
  previewInvalidTitle: 'Link di anteprima non valido',
  previewInvalidText:
    'Il link di anteprima è scaduto o non è corretto. Chiedine uno nuovo dall’area contenuti.',
};

export default content;
