/**
 * What the Contentful contract tests share: a sandbox of their own, clients of the official
 * `contentful` package pointed at it, and the shop's content types as the client's skeletons (so
 * a response shape the client's types do not allow fails tsc).
 */
import os from 'node:os';
import path from 'node:path';
import {createClient, type EntryFieldTypes, type EntrySkeletonType} from 'contentful';
import {startSandbox} from '../../sandbox/main';

export const SPACE = 'passosbx0001';
export const DELIVERY = 'cda_passo_sandbox_token';
export const PREVIEW = 'cpa_passo_sandbox_token';

export type StorySkeleton = EntrySkeletonType<
  {
    slug: EntryFieldTypes.Symbol;
    title: EntryFieldTypes.Symbol;
    excerpt: EntryFieldTypes.Text;
    heroImage?: EntryFieldTypes.AssetLink;
    body: EntryFieldTypes.RichText;
    products: EntryFieldTypes.Array<EntryFieldTypes.Symbol>;
    publishedAt: EntryFieldTypes.Date;
    channel: EntryFieldTypes.Symbol<'site'>;
    status: EntryFieldTypes.Symbol<'staging' | 'production'>;
  },
  'story'
>;
export type HeroSkeleton = EntrySkeletonType<
  {title: EntryFieldTypes.Symbol; image: EntryFieldTypes.AssetLink; ctaUrl: EntryFieldTypes.Symbol},
  'hero'
>;
export type StripSkeleton = EntrySkeletonType<
  {
    title: EntryFieldTypes.Symbol;
    stories: EntryFieldTypes.Array<EntryFieldTypes.EntryLink<StorySkeleton>>;
  },
  'storiesStrip'
>;
export type PageSkeleton = EntrySkeletonType<
  {
    slug: EntryFieldTypes.Symbol;
    title: EntryFieldTypes.Symbol;
    sections: EntryFieldTypes.Array<
      EntryFieldTypes.EntryLink<HeroSkeleton | StripSkeleton | EntrySkeletonType>
    >;
  },
  'page'
>;

/** Starts a sandbox for one test file; `client()` makes clients of it (delivery by default). */
export async function contentfulSandbox(name: string) {
  const sandbox = await startSandbox({
    port: 0,
    dbPath: path.join(os.tmpdir(), `passo-contract-${name}-${process.pid}`, 'sandbox.db'),
    products: 60,
    reset: true,
    quiet: true,
  });
  const host = new URL(sandbox.url).host;
  const client = (accessToken = DELIVERY, space = SPACE, environment = 'preview') =>
    createClient({space, environment, accessToken, host, insecure: true, retryOnError: false});
  return {sandbox, host, client, delivery: client()};
}

export type ContentfulSandbox = Awaited<ReturnType<typeof contentfulSandbox>>;
