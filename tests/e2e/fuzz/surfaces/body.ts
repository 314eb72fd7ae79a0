/**
 * Turns a form's fields into a request body the ways browsers and attackers send them:
 * urlencoded (clean, with raw bytes and bad escapes, with odd charsets), multipart (with file
 * parts, broken boundaries), JSON, text/plain, no content type, empty, and over the 64 KB limit.
 */
import fc from 'fast-check';
import {encode, mostly, rarely, type Encoding} from '../pieces';

export type Fields = Array<[string, string]>;

export interface Body {
  contentType: string | null;
  body: string;
  chunked?: boolean;
}

const urlencoded = (fields: Fields, how: Encoding) =>
  fields.map(([name, value]) => `${encode(name, how)}=${encode(value, how)}`).join('&');

function multipart(fields: Fields, boundary: string, fileField: number, broken: boolean) {
  const parts = fields.map(([name, value], index) => {
    const file = index === fileField ? '; filename="fz.txt"\r\nContent-Type: text/plain' : '';
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '%22')}"${file}\r\n\r\n${value}\r\n`;
  });
  return `${parts.join('')}${broken ? `--${boundary}` : `--${boundary}--\r\n`}`;
}

const FORM = 'application/x-www-form-urlencoded';

export const bodyOf = (fields: Fields): fc.Arbitrary<Body> =>
  fc.oneof(
    {arbitrary: fc.constant({contentType: FORM, body: urlencoded(fields, 'form')}), weight: 24},
    {arbitrary: fc.constant({contentType: FORM, body: urlencoded(fields, 'raw')}), weight: 2},
    {
      arbitrary: fc
        .constantFrom(
          `${FORM}; charset=UTF-8`,
          `${FORM}; charset=utf-16`,
          `${FORM}; charset=x-fz`,
          'APPLICATION/X-WWW-FORM-URLENCODED',
          `${FORM}, text/plain`,
        )
        .map((contentType) => ({contentType, body: urlencoded(fields, 'percent')})),
      weight: 1,
    },
    {
      arbitrary: fc
        .record({
          // RFC 2046 boundaries; those with separators must be quoted in the header.
          boundary: mostly(
            fc.stringMatching(/^[A-Za-z0-9]{1,40}$/).map((b) => `----fz${b}`),
            fc.stringMatching(/^[\w'()+,./:=? -]{0,69}[\w'()+,./:=?-]$/),
          ),
          fileField: rarely(fc.nat({max: fields.length}), 4),
          broken: fc.nat({max: 9}),
        })
        .map(({boundary, fileField, broken}) => ({
          contentType: `multipart/form-data; boundary=${
            broken === 0 ? 'other' : /^[\w-]+$/.test(boundary) ? boundary : `"${boundary}"`
          }`,
          body: multipart(fields, boundary, fileField ?? -1, broken === 1),
        })),
      weight: 3,
    },
    {
      arbitrary: fc.constant({
        contentType: 'multipart/form-data',
        body: multipart(fields, 'x', -1, false),
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom('application/json', 'text/plain', 'application/xml', null)
        .map((contentType) => ({
          contentType,
          body:
            contentType === 'application/json'
              ? JSON.stringify(Object.fromEntries(fields))
              : urlencoded(fields, 'form'),
        })),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom(FORM, 'multipart/form-data; boundary=x', null)
        .map((contentType) => ({contentType, body: ''})),
      weight: 1,
    },
    {
      // Past the body limit (64 KB), declared or chunked: a 413 before anything is parsed.
      arbitrary: fc
        .tuple(fc.integer({min: 65_000, max: 200_000}), fc.boolean())
        .map(([size, chunked]) => ({
          contentType: FORM,
          body: `${urlencoded(fields, 'form')}&pad=${'a'.repeat(size)}`,
          chunked,
        })),
      weight: 1,
    },
  );
