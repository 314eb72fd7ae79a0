/**
 * The shop's Instagram posts, newest first: pictures, a few videos (with thumbnails) and carousel
 * albums, their files served by the sandbox under `/instagram-media/`. Fixed data, so every run
 * and every test sees the same feed.
 */

type MediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';

export interface Post {
  id: string;
  shortcode: string;
  mediaType: MediaType;
  caption: string;
  timestamp: string;
  /** Natural size of the picture (the thumbnail for a video). */
  width: number;
  height: number;
  likes: number;
  comments: number;
  /** Album items (their own ids), for CAROUSEL_ALBUM. */
  children: string[];
}

const CAPTIONS: Array<[MediaType, string]> = [
  ['IMAGE', 'Stivaletti pronti per le prime piogge. Quale colore scegli? 🍂 #passo #autunno'],
  ['VIDEO', 'Dietro le quinte del nostro shooting d’autunno 🎬 #passo #backstage'],
  ['IMAGE', 'Sneakers bianche: il jolly di ogni guardaroba. #passo #sneakers'],
  ['CAROUSEL_ALBUM', 'Tre modi di portare i mocassini, dall’ufficio al weekend. Scorri → #passo'],
  ['IMAGE', 'Nuovi arrivi in negozio: borse in pelle a grana. #passo #borse'],
  ['IMAGE', 'Ultimi giorni d’estate a Pirano ☀️ #passo #slovenija'],
  ['VIDEO', 'Come si misura il piede a casa, in 30 secondi. #passo #guidataglie'],
  ['IMAGE', 'Décolleté rosso: per le serate che contano. #passo'],
  ['IMAGE', 'Dobrodošli, Hrvatska! Ora spediamo anche a Zagabria 🇭🇷 #passo'],
  ['CAROUSEL_ALBUM', 'La nostra selezione per il rientro a scuola. #passo #bambini'],
  ['IMAGE', 'Cura della pelle: crema neutra, panno morbido, una notte di riposo. #passo #consigli'],
  ['IMAGE', 'Sandali intrecciati, fatti a mano nelle Marche. #passo #madeinitaly'],
  ['IMAGE', 'Saldi fino al 50%: corri in negozio o online! #passo #saldi'],
  ['IMAGE', 'Il primo post di Passo: grazie per esserci 🤍 #passo'],
];

const BASE_ID = 17_890_000_000_000_000n;
const FIRST_POST_AT = Date.UTC(2025, 5, 2, 17, 12, 3);
const DAYS_APART = 7;
const SHORTCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** Meta's timestamp format: `2025-08-30T17:12:03+0000`. */
function graphTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

function shortcode(n: number): string {
  let code = '';
  for (let x = n * 2654435761 + 97; code.length < 11; x = Math.floor(x / 64) + 1)
    code += SHORTCODE_ALPHABET[x % 64];
  return code;
}

export const POSTS: readonly Post[] = CAPTIONS.map(([mediaType, caption], index) => {
  const n = CAPTIONS.length - index; // the oldest post is number 1
  const id = String(BASE_ID + BigInt(n) * 1000n);
  return {
    id,
    shortcode: shortcode(n),
    mediaType,
    caption,
    timestamp: graphTimestamp(
      FIRST_POST_AT + (n - 1) * DAYS_APART * 86_400_000 + index * 3_600_000,
    ),
    width: 1080,
    height: mediaType === 'VIDEO' ? 1920 : index % 3 === 0 ? 1350 : 1080,
    likes: 40 + ((n * 37) % 400),
    comments: (n * 7) % 30,
    children:
      mediaType === 'CAROUSEL_ALBUM'
        ? [1, 2, 3].map((k) => String(BASE_ID + BigInt(n) * 1000n + BigInt(k)))
        : [],
  };
});

/** A post, or an album item (sized like its album), by id. */
export function mediaById(id: string): {post: Post; child?: string} | undefined {
  for (const post of POSTS) {
    if (post.id === id) return {post};
    if (post.children.includes(id)) return {post, child: id};
  }
  return undefined;
}
