/**
 * Building blocks of the seeded Contentful entities (seed/content.ts): localized values, rich
 * text, assets and entries as the content store keeps them.
 */
import {createHash} from 'node:crypto';
import type {LocalizedFields} from '../content/store';
import {link} from '../content/wire';
import type {Tri} from './words';

export interface SeedEntity {
  id: string;
  type: 'Entry' | 'Asset';
  contentType?: string;
  fields: LocalizedFields;
  /** When it was (last) published; null: a draft never published. */
  publishedAt: string | null;
  /** An unpublished change on top of the published fields. */
  draftChange?: LocalizedFields;
}

export const loc = (text: Tri) => ({'it-IT': text.it, 'sl-SI': text.sl, 'hr-HR': text.hr});
export const one = (value: unknown) => ({'it-IT': value});
export const at = (day: string) => `${day}T08:00:00.000Z`;

const textNode = (value: string) => ({nodeType: 'text', value, marks: [], data: {}});
export const block = (nodeType: string, value: string) => ({
  nodeType,
  data: {},
  content: [textNode(value)],
});
export const embedded = (assetId: string) => ({
  nodeType: 'embedded-asset-block',
  data: {target: link('Asset', assetId)},
  content: [],
});
const documentOf = (content: unknown[]) => ({nodeType: 'document', data: {}, content});

/** Rich text in each language, built from the same outline. */
export function richText(make: (lang: keyof Tri) => unknown[]) {
  return {
    'it-IT': documentOf(make('it')),
    'sl-SI': documentOf(make('sl')),
    'hr-HR': documentOf(make('hr')),
  };
}

export function asset(
  id: string,
  title: Tri,
  description: Tri,
  width: number,
  height: number,
): SeedEntity {
  const token = createHash('md5').update(id).digest('hex');
  const fileName = `${id.replace(/^asset-/, '')}.jpg`;
  return {
    id,
    type: 'Asset',
    fields: {
      title: loc(title),
      description: loc(description),
      file: one({
        // The host and space are added when served (content/service.ts).
        url: `${id}/${token}/${fileName}`,
        // An estimate: the picture is drawn when asked for, at the size asked for.
        details: {size: Math.round(width * height * 0.12), image: {width, height}},
        fileName,
        contentType: 'image/jpeg',
      }),
    },
    publishedAt: at('2025-07-01'),
  };
}

export const entry = (
  id: string,
  contentType: string,
  fields: LocalizedFields,
  publishedAt: string | null = at('2025-08-31'),
): SeedEntity => ({id, type: 'Entry', contentType, fields, publishedAt});

export const publishing = {channel: one('site'), status: one('staging')};
