import {describe, expect, it} from 'vitest';
import {
  PREVIEW_COOKIE,
  isPreviewRequest,
  previewCookie,
  signPreviewToken,
  verifyPreviewToken,
} from '~/lib/content/preview.server';
import {previewAnswer, previewTarget} from '~/lib/content/preview-route.server';
import {MARKETS} from '~/lib/markets';

const SECRET = 'test-secret';
const NOW = Date.UTC(2026, 10, 23, 17, 0, 0);

describe('preview token', () => {
  it('verifies a token it signed until it expires', async () => {
    const token = await signPreviewToken(SECRET, NOW, 600);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await verifyPreviewToken(SECRET, token, NOW + 599_000)).toBe(NOW + 600_000);
    expect(await verifyPreviewToken(SECRET, token, NOW + 600_000)).toBeNull();
  });

  it('refuses another secret, a changed expiry, and malformed tokens', async () => {
    const token = await signPreviewToken(SECRET, NOW, 600);
    expect(await verifyPreviewToken('other', token, NOW)).toBeNull();
    const [expiry, signature] = token.split('.');
    expect(
      await verifyPreviewToken(SECRET, `${Number(expiry) + 3600}.${signature}`, NOW),
    ).toBeNull();
    for (const bad of ['', 'abc', `${expiry}.`, `${expiry}.${signature}x`, null])
      expect(await verifyPreviewToken(SECRET, bad, NOW)).toBeNull();
  });

  it('sets an HttpOnly, SameSite, Secure cookie no longer than 30 minutes nor the token', async () => {
    const token = await signPreviewToken(SECRET, NOW, 3600);
    const cookie = previewCookie(token, NOW + 3600_000, 'https://www.passo.it/it/preview', NOW);
    expect(cookie).toContain(`${PREVIEW_COOKIE}=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Expires=Mon, 23 Nov 2026 17:30:00 GMT/);
    const shortToken = previewCookie(token, NOW + 60_000, 'https://www.passo.it/it/preview', NOW);
    expect(shortToken).toMatch(/Expires=Mon, 23 Nov 2026 17:01:00 GMT/);
  });

  it('tells a preview request by its cookie, only when preview is configured', async () => {
    const token = await signPreviewToken(SECRET);
    const request = new Request('https://www.passo.it/it', {
      headers: {Cookie: `a=b; ${PREVIEW_COOKIE}=${token}`},
    });
    expect(await isPreviewRequest(request, SECRET)).toBe(true);
    expect(await isPreviewRequest(request, null)).toBe(false);
    expect(await isPreviewRequest(new Request('https://www.passo.it/it'), SECRET)).toBe(false);
  });
});

describe('preview route', () => {
  const secret = 'route-secret';
  const url = (query: string) => new Request(`https://www.passo.it/hr/preview${query}`);

  it('turns a valid link into the cookie and a redirect to a shop path of the market', async () => {
    const token = await signPreviewToken(secret);
    const answer = await previewAnswer(
      url(`?token=${token}&redirect=${encodeURIComponent('/stories/a')}`),
      MARKETS.hr,
      secret,
    );
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe('/hr/stories/a');
    expect(answer?.headers.get('Set-Cookie')).toMatch(new RegExp(`^${PREVIEW_COOKIE}=${token};`));
    expect(answer?.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('refuses a missing, malformed or expired token, and any token without a secret', async () => {
    const expired = await signPreviewToken(secret, Date.now() - 7200_000);
    for (const query of ['', '?token=abc', `?token=${expired}`])
      expect(await previewAnswer(url(query), MARKETS.hr, secret)).toBeNull();
    expect(
      await previewAnswer(url(`?token=${await signPreviewToken(secret)}`), MARKETS.hr, null),
    ).toBeNull();
  });

  it('leads only to the shop’s own paths, and clears the cookie on exit', async () => {
    expect(previewTarget(MARKETS.sl, '//evil.example/x')).toBe('/sl');
    expect(previewTarget(MARKETS.sl, 'https://evil.example/')).toBe('/sl');
    expect(previewTarget(MARKETS.sl, '/it/journal/x')).toBe('/it/journal/x');
    const exit = await previewAnswer(url('?exit=1&redirect=%2Fhr%2Fstories'), MARKETS.hr, secret);
    expect(exit?.headers.get('Location')).toBe('/hr/stories');
    expect(exit?.headers.get('Set-Cookie')).toMatch(/Max-Age=0/);
  });
});
