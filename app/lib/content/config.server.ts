/**
 * Configuration of the editorial content service (Contentful, docs/product.md#editorial-content)
 * and of the Instagram feed (docs/product.md#instagram-feed). Either is optional: without it the
 * home keeps the catalogue's sections and the feed is hidden.
 */
import {ConfigError, optional, required, toOrigin, type RawEnv} from '../config-values.server';

export interface ContentConfig {
  space: string;
  /** Editors publish to `preview` by default (docs/product.md#editorial-content). */
  environment: string;
  deliveryToken: string;
  /** The Preview API's token, for preview mode only; without it there is no preview. */
  previewToken: string | null;
  /** `hostname[:port]` as the `contentful` client takes it. */
  host: string;
  previewHost: string;
  /** Plain http: the local sandbox only. */
  insecure: boolean;
  /** Entries are filtered by `fields.channel` and `fields.status` (docs/product.md#editorial-content). */
  channel: string;
  status: string;
  /** Where asset URLs point (https://images.ctfassets.net for Contentful). */
  imagesOrigin: string;
  /** Signs preview links (docs/product.md#content-preview); no secret, no preview mode. */
  previewSecret: string | null;
}

export interface InstagramConfig {
  userId: string;
  accessToken: string;
  apiVersion: string;
  apiOrigin: string;
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

function host(name: string, value: string): string {
  if (!HOST.test(value))
    throw new ConfigError(
      `Invalid configuration variable ${name}: "${value}" is no hostname[:port]`,
    );
  return value;
}

/** Contentful, when a space id is configured; its delivery token is then required. */
export function readContentConfig(env: RawEnv): ContentConfig | null {
  const space = optional(env, 'CONTENTFUL_SPACE_ID');
  if (!space) return null;
  const deliveryHost = host(
    'CONTENTFUL_HOST',
    optional(env, 'CONTENTFUL_HOST') ?? 'cdn.contentful.com',
  );
  return {
    space,
    environment: optional(env, 'CONTENTFUL_ENVIRONMENT') ?? 'preview',
    deliveryToken: required(env, 'PRIVATE_CONTENTFUL_DELIVERY_TOKEN'),
    previewToken: optional(env, 'PRIVATE_CONTENTFUL_PREVIEW_TOKEN'),
    host: deliveryHost,
    previewHost: host(
      'CONTENTFUL_PREVIEW_HOST',
      optional(env, 'CONTENTFUL_PREVIEW_HOST') ?? 'preview.contentful.com',
    ),
    insecure: optional(env, 'CONTENTFUL_INSECURE') === 'true',
    channel: optional(env, 'CONTENTFUL_CHANNEL') ?? 'site',
    status: optional(env, 'CONTENTFUL_STATUS') ?? 'staging',
    imagesOrigin: toOrigin(
      'PUBLIC_CONTENTFUL_IMAGES_ORIGIN',
      optional(env, 'PUBLIC_CONTENTFUL_IMAGES_ORIGIN') ?? 'https://images.ctfassets.net',
    ),
    previewSecret: optional(env, 'PRIVATE_CONTENT_PREVIEW_SECRET'),
  };
}

/** The Instagram feed, when a user id and token are configured; otherwise the section hides. */
export function readInstagramConfig(env: RawEnv): InstagramConfig | null {
  const userId = optional(env, 'INSTAGRAM_USER_ID');
  const accessToken = optional(env, 'PRIVATE_INSTAGRAM_ACCESS_TOKEN');
  if (!userId || !accessToken) return null;
  if (!/^\d+$/.test(userId))
    throw new ConfigError(`Invalid configuration variable INSTAGRAM_USER_ID: "${userId}"`);
  const apiVersion = optional(env, 'INSTAGRAM_API_VERSION') ?? 'v23.0';
  if (!/^v\d+\.\d+$/.test(apiVersion))
    throw new ConfigError(`Invalid configuration variable INSTAGRAM_API_VERSION: "${apiVersion}"`);
  return {
    userId,
    accessToken,
    apiVersion,
    apiOrigin: toOrigin(
      'INSTAGRAM_API_ORIGIN',
      optional(env, 'INSTAGRAM_API_ORIGIN') ?? 'https://graph.instagram.com',
    ),
  };
}
