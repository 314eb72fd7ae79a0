/**
 * One generated request, as the fuzz suite sends it and as a failure report prints it. Cases are
 * plain data so fast-check can shrink them, and print through `fc.toStringMethod` so a shrunk
 * counterexample reads as an HTTP request (method, target, headers, body) with a curl line.
 */
import fc from 'fast-check';
import {TARGET} from './stack';

export interface FuzzRequest {
  method: string;
  /** The request target as sent: its UTF-8 bytes, unescaped (escape in the generators). */
  target: string;
  /** Header name → value (sent as UTF-8 bytes); an array sends the header once per value. */
  headers: Record<string, string | string[]>;
  /** Sent as UTF-8. */
  body?: string;
  /** Send the body with `Transfer-Encoding: chunked` instead of a Content-Length. */
  chunked?: boolean;
}

/** A string's UTF-8 bytes as a latin1 string: node:http then sends exactly those bytes. */
export const rawUtf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const LIMIT = 600;

/** Long values print as their start, their length and their end. */
function clip(text: string, limit = LIMIT): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit - 100)}…[${text.length - limit + 50} more chars]…${text.slice(-50)}`;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The request as text: a report line per part, then a curl command when it is short enough. */
export function describeRequest(request: FuzzRequest, base = ''): string {
  const lines = [`${request.method} ${clip(request.target)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) lines.push(`  ${name}: ${clip(one)}`);
  }
  if (request.body !== undefined) {
    const transfer = request.chunked ? ', chunked' : '';
    lines.push(
      `  body (${request.body.length} chars${transfer}): ${clip(JSON.stringify(request.body))}`,
    );
  }
  const size = request.target.length + (request.body?.length ?? 0);
  if (base && size < 4000) {
    const parts = ['curl -si', '--path-as-is', '-X', shellQuote(request.method)];
    for (const [name, value] of Object.entries(request.headers)) {
      for (const one of Array.isArray(value) ? value : [value])
        parts.push('-H', shellQuote(`${name}: ${one}`));
    }
    if (request.body !== undefined) parts.push('--data-binary', shellQuote(request.body));
    parts.push(shellQuote(`${base}${request.target}`));
    lines.push(`  reproduce: ${parts.join(' ')}`);
  }
  return lines.join('\n');
}

/** A generated case: the request, and the group it counts under in the summary. */
export interface FuzzCase {
  group: string;
  request: FuzzRequest;
}

/** A case that prints as its request in fast-check's counterexamples. */
export function fuzzCase(group: string, request: FuzzRequest): FuzzCase {
  const value = {group, request};
  Object.defineProperty(value, fc.toStringMethod, {
    value: () => `[${group}]\n${describeRequest(request, TARGET)}\n`,
    enumerable: false,
  });
  return value;
}
