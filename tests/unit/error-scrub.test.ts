import {describe, expect, it} from 'vitest';
import {FILTERED, scrub, scrubText} from '~/lib/error-reporting/sentry-sdk';

describe('what the error reporter never receives', () => {
  it('hides the reset link’s customer id and token, in any market and inside longer text', () => {
    for (const market of ['it', 'sl', 'hr']) {
      expect(scrubText(`https://passo.example/${market}/account/reset/42/0a1b2c3d?x=1`)).toBe(
        `https://passo.example/${market}/account/reset/${FILTERED}?x=1`,
      );
    }
    expect(scrubText('GET "/it/account/reset/7/tok-en" failed')).toBe(
      `GET "/it/account/reset/${FILTERED}" failed`,
    );
    expect(scrubText('/it/account/reset')).toBe('/it/account/reset');
  });

  it('hides secret query parameters and keeps the others', () => {
    expect(scrubText('https://shop/checkouts/cn/abc?key=s3cr3t&locale=it')).toBe(
      `https://shop/checkouts/cn/abc?key=${FILTERED}&locale=it`,
    );
    expect(scrubText('/x?page=2&TOKEN=abc#top')).toBe(`/x?page=2&TOKEN=${FILTERED}#top`);
    expect(scrubText('/it/donna?brand=Passo&keyword=x')).toBe('/it/donna?brand=Passo&keyword=x');
  });

  it('walks a whole event and leaves the original alone', () => {
    const event = {
      request: {url: 'http://s/it/account/reset/1/tok', headers: {Referer: 'http://s/c?key=k1'}},
      breadcrumbs: [{category: 'navigation', data: {from: '/it', to: '/it/account/reset/1/tok'}}],
      exception: {values: [{value: 'boom', stacktrace: {frames: [{lineno: 3}]}}]},
      user: {email: 'anna@example.com'},
      timestamp: 1,
    };
    const clean = scrub(event);
    expect(JSON.stringify(event)).toMatch(/tok|k1/); // the positive control: the input has them
    expect(JSON.stringify(clean)).not.toMatch(/tok|k1/);
    expect(clean.breadcrumbs[0]!.data.to).toBe(`/it/account/reset/${FILTERED}`);
    expect(clean.user).toEqual({email: 'anna@example.com'});
    expect(clean.exception.values[0]!.stacktrace.frames[0]!.lineno).toBe(3);
    expect(event.request.url).toBe('http://s/it/account/reset/1/tok');
  });
});
