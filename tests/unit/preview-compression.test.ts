/**
 * The local preview's gateway compresses as Oxygen's edge does (scripts/preview-compression.mjs,
 * docs/decisions/0038): brotli for a browser that takes it, gzip else, a streamed page still in
 * parts, pictures and empty answers as they are.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {chosenCoding} from '../../scripts/preview-compression.mjs';
import {gatewayBefore} from './gateway-support';

describe('chosenCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (header, coding) => {
    expect(chosenCoding(header)).toBe(coding);
  });
});

const PAGE_START = '<!DOCTYPE html><html><body><h1>Prima parte</h1>'.padEnd(6000, ' ');
const PAGE_END = '<p>Seconda parte</p></body></html>';
const SCRIPT = Array.from(
  {length: 600},
  (_, i) => `export const size${i} = {eu: ${(i * 7919) % 1000}, it: '${(i * 104729) % 977}'};`,
).join('\n');

describe('the gateway’s compression', () => {
  let gateway: {port: number; close: () => Promise<void>};
  const acceptSeen: Array<string | undefined> = [];
  let releasePage: () => void = () => {};

  beforeAll(async () => {
    gateway = await gatewayBefore((req, res) => {
      acceptSeen.push(req.headers['accept-encoding'] as string | undefined);
      if (req.url === '/page') {
        res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie'});
        res.write(PAGE_START);
        releasePage = () => res.end(PAGE_END);
      } else if (req.url === '/assets/entry-abc.js') {
        res.writeHead(200, {
          'Content-Type': 'text/javascript',
          'Content-Length': String(Buffer.byteLength(SCRIPT)),
        });
        res.end(SCRIPT);
      } else if (req.url === '/picture.jpg') {
        res.writeHead(200, {'Content-Type': 'image/jpeg', 'Content-Length': '4'});
        res.end('jpeg');
      } else if (req.url === '/refused') {
        res.writeHead(422, {'Content-Type': 'text/html'});
        res.end('<p>Codice non valido</p>');
      } else if (req.url === '/not-modified') {
        res.writeHead(304, {'Content-Type': 'text/html'});
        res.end();
      } else {
        res.writeHead(200, {'Content-Type': 'text/plain', 'Content-Encoding': 'gzip'});
        res.end(zlib.gzipSync('già compresso'));
      }
    });
  });
  afterAll(() => gateway.close());

  const request = (path: string, acceptEncoding: string, method = 'GET') =>
    new Promise<http.IncomingMessage>((done, fail) => {
      http
        .request(
          {
            host: '127.0.0.1',
            port: gateway.port,
            path,
            method,
            headers: {'accept-encoding': acceptEncoding},
          },
          done,
        )
        .on('error', fail)
        .end();
    });

  const body = (res: http.IncomingMessage) =>
    new Promise<Buffer>((done) => {
      const chunks: Buffer[] = [];
      res
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () => done(Buffer.concat(chunks)));
    });

  it('streams a page in brotli, its first part readable before the rest is written', async () => {
    const res = await request('/page', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    const decoder = zlib.createBrotliDecompress();
    res.pipe(decoder);
    let text = '';
    decoder.setEncoding('utf8');
    decoder.on('data', (part: string) => (text += part));
    await expect.poll(() => text.length, {timeout: 2000}).toBe(PAGE_START.length);
    releasePage();
    await new Promise((done) => decoder.on('end', done));
    expect(text).toBe(PAGE_START + PAGE_END);
    // Workerd is asked for the plain answer: the gateway alone encodes.
    expect(acceptSeen.at(-1)).toBe('identity');
  });

  it('answers gzip to a client without brotli, and plain text to one that takes neither', async () => {
    const gzipped = request('/page', 'gzip');
    const res = await gzipped;
    releasePage();
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(await body(res)).toString()).toBe(PAGE_START + PAGE_END);

    const plain = await request('/page', 'identity');
    releasePage();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');
    expect((await body(plain)).toString()).toBe(PAGE_START + PAGE_END);
  });

  it('encodes a build file whole, at the best ratio, the same bytes each time', async () => {
    const first = await body(await request('/assets/entry-abc.js', 'br'));
    const second = await body(await request('/assets/entry-abc.js', 'br'));
    expect(zlib.brotliDecompressSync(first).toString()).toBe(SCRIPT);
    expect(second.equals(first)).toBe(true);
    const fast = zlib.brotliCompressSync(SCRIPT, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5},
    });
    expect(first.length).toBeLessThan(fast.length);
  });

  it('leaves pictures, error answers, answers without a body and encoded ones as they are', async () => {
    const picture = await request('/picture.jpg', 'br');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers['content-length']).toBe('4');
    expect((await body(picture)).toString()).toBe('jpeg');

    const head = await request('/assets/entry-abc.js', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    await body(head);

    // Of the error answers, an edge compresses only 403 and 404.
    const refused = await request('/refused', 'br');
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect((await body(refused)).toString()).toBe('<p>Codice non valido</p>');

    const notModified = await request('/not-modified', 'br');
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();

    const encoded = await request('/encoded', 'br');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(await body(encoded)).toString()).toBe('già compresso');
  });
});
