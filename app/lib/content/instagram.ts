/**
 * The Instagram feed's posts (docs/product.md#instagram-feed) from the Graph API's answer to
 * `GET /{version}/{user-id}/media?fields=…`: `{data: [...], paging}`. Pure, shared by the worker
 * module and its tests. A post without a picture to show (or with a non-https link outside the
 * sandbox) is left out; a video shows its thumbnail.
 */
import {isRecord, text} from './content-values';

/** What a post's tile renders: its link (also its key), picture and caption; a video's mark. */
export interface InstagramPost {
  caption: string;
  imageUrl: string;
  permalink: string;
  isVideo?: true;
}

export const INSTAGRAM_FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp';

const webUrl = (value: unknown): string | null => {
  const url = text(value);
  return url && /^https?:\/\//.test(url) ? url : null;
};

export function toInstagramPosts(body: unknown, limit: number): InstagramPost[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('no data list');
  const posts: InstagramPost[] = [];
  for (const item of body.data) {
    if (!isRecord(item)) continue;
    const isVideo = item.media_type === 'VIDEO';
    const id = text(item.id);
    const imageUrl = webUrl(isVideo ? item.thumbnail_url : item.media_url);
    const permalink = webUrl(item.permalink);
    if (!id || !imageUrl || !permalink) continue;
    posts.push({
      caption: text(item.caption) ?? '',
      imageUrl,
      permalink,
      ...(isVideo ? {isVideo} : {}),
    });
    if (posts.length === limit) break;
  }
  return posts;
}
