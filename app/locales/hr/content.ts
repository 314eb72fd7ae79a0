/** Croatian: editorial content, stories, journal, Instagram and preview. */
const content = {
  stories: 'Priče',
  storiesDescription: 'Priče o proizvodima, ljudima i mjestima: kako nastaju i kako se nose.',
  journal: 'Dnevnik',
  journalDescription: 'Vodiči, savjeti i novosti iz svijeta Passo.',
  pages: 'Stranice',
  readStory: 'Pročitaj priču: {{title}}',
  readArticle: 'Pročitaj članak: {{title}}',
  allStories: 'Sve priče',
  publishedOn: 'Objavljeno {{date}}',
  byAuthor: 'autor {{author}}',
  storyProducts: 'Proizvodi iz ove priče',
  featuringStories: 'Priče',
  noStories: 'Još nema priča.',
  noArticles: 'Još nema članaka.',
  instagramPost: 'Otvori objavu na Instagramu: {{caption}}',
  instagramVideo: 'Video',
  instagramUntitled: 'Objava na Instagramu',
  preview: 'Pregled',
  previewText: 'Gledate sadržaj koji još nije objavljen.',
  previewExit: 'Izađi iz pregleda',
  previewInvalidTitle: 'Nevažeća poveznica za pregled',
  previewInvalidText:
    'Poveznica za pregled je istekla ili nije ispravna. Zatražite novu u uređivaču sadržaja.',
};

export default content;
