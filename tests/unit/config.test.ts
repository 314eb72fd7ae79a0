import {describe, expect, it} from 'vitest';
import {readConfig} from '~/lib/config.server';
import {toOrigin} from '~/lib/config-values.server';
import {parseEnvFile} from '../../scripts/env.mjs';
import {readFileSync} from 'node:fs';

const example = parseEnvFile(readFileSync('.env.example', 'utf8'));

describe('configuration', () => {
  it('accepts .env.example as it is (a fresh clone needs no .env)', () => {
    const config = readConfig(example);
    expect(config.storeOrigin).toBe('http://127.0.0.1:4000');
    expect(config.shopOrigin).toBe('http://localhost:3000');
    expect(config.markets.sl.market.country).toBe('SI');
    expect(config.warnings).toEqual([]);
  });

  it.each(['PUBLIC_STORE_DOMAIN', 'PUBLIC_STOREFRONT_API_TOKEN', 'PUBLIC_SHOP_ORIGIN'])(
    'names a missing required variable: %s',
    (name) => {
      expect(() => readConfig({...example, [name]: undefined})).toThrow(
        `Missing configuration variable ${name}`,
      );
      expect(() => readConfig({...example, [name]: '  '})).toThrow(
        `Missing configuration variable ${name}`,
      );
    },
  );

  it('falls back to the shop domain for checkout, with a warning', () => {
    const config = readConfig({...example, PUBLIC_CHECKOUT_DOMAIN: undefined});
    expect(config.checkoutOrigin).toBe(config.storeOrigin);
    expect(config.warnings.join()).toMatch(/PUBLIC_CHECKOUT_DOMAIN/);
  });

  it('keeps per-market overrides apart from the shared values', () => {
    const config = readConfig({
      ...example,
      PUBLIC_SHOP_NAME_HR: 'Passo Hrvatska',
      PUBLIC_STOREFRONT_API_TOKEN_SL: 'sl-token',
    });
    expect(config.markets.hr.shopName).toBe('Passo Hrvatska');
    expect(config.markets.it.shopName).toBe('Passo');
    expect(config.markets.sl.publicToken).toBe('sl-token');
    expect(config.markets.it.publicToken).toBe(example.PUBLIC_STOREFRONT_API_TOKEN);
    expect(config.markets.it.apiVersion).toBe('2025-07');
  });

  it('starts a tag-manager container only with a well-formed id', () => {
    expect(readConfig({...example, PUBLIC_GTM_CONTAINER_ID: undefined}).gtm).toBeNull();
    expect(
      readConfig({...example, PUBLIC_GTM_CONTAINER_ID: 'GTM-AB12CD', PUBLIC_GTM_ORIGIN: undefined})
        .gtm,
    ).toEqual({
      containerId: 'GTM-AB12CD',
      origin: 'https://www.googletagmanager.com',
    });
    expect(() => readConfig({...example, PUBLIC_GTM_CONTAINER_ID: '<script>'})).toThrow(
      /PUBLIC_GTM_CONTAINER_ID/,
    );
  });

  it('configures search insights with its own host, and needs the key with the app id', () => {
    expect(readConfig(example).insights).toEqual({
      appId: 'PASSOSANDBOX',
      apiKey: 'passo-sandbox-search-key',
      host: 'http://127.0.0.1:4000',
    });
    expect(readConfig({...example, PUBLIC_ALGOLIA_APP_ID: ''}).insights).toBeNull();
    expect(() => readConfig({...example, PUBLIC_ALGOLIA_SEARCH_API_KEY: undefined})).toThrow(
      'Missing configuration variable PUBLIC_ALGOLIA_SEARCH_API_KEY',
    );
  });

  it('configures search with its custom host and per-market index prefix', () => {
    expect(readConfig(example).search).toEqual({
      appId: 'PASSOSANDBOX',
      apiKey: 'passo-sandbox-search-key',
      host: 'http://127.0.0.1:4000',
      indexPrefix: 'passo_',
    });
    expect(readConfig({...example, PUBLIC_ALGOLIA_APP_ID: ''}).search).toBeNull();
    expect(() => readConfig({...example, PUBLIC_ALGOLIA_SEARCH_HOST: undefined})).toThrow(
      'Missing configuration variable PUBLIC_ALGOLIA_SEARCH_HOST',
    );
  });

  it('configures the consent provider only with numeric ids', () => {
    expect(readConfig(example).consentProvider).toBeNull();
    const provider = {
      ...example,
      PUBLIC_CONSENT_PROVIDER_SITE_ID: '3981234',
      PUBLIC_CONSENT_COOKIE_POLICY_ID: '71234567',
    };
    expect(readConfig(provider).consentProvider).toEqual({
      siteId: '3981234',
      cookiePolicyId: '71234567',
      scriptUrl: 'https://cdn.iubenda.com/cs/iubenda_cs.js',
    });
    expect(() => readConfig({...provider, PUBLIC_CONSENT_COOKIE_POLICY_ID: undefined})).toThrow(
      'Missing configuration variable PUBLIC_CONSENT_COOKIE_POLICY_ID',
    );
    expect(() => readConfig({...provider, PUBLIC_CONSENT_PROVIDER_SITE_ID: '12a'})).toThrow(
      /PUBLIC_CONSENT_PROVIDER_SITE_ID/,
    );
  });

  it('configures e-mail marketing only with a Klaviyo public key, scripts and API from their origins', () => {
    expect(readConfig(example).emailMarketing).toEqual({
      publicKey: 'PsSbx1',
      defaultListId: 'PsLst1',
      scriptUrl: 'http://127.0.0.1:4000/onsite/js/klaviyo.js?company_id=PsSbx1',
      apiOrigin: 'http://127.0.0.1:4000',
    });
    const production = readConfig({
      ...example,
      PUBLIC_KLAVIYO_SCRIPT_ORIGIN: undefined,
      PUBLIC_KLAVIYO_API_ORIGIN: undefined,
      PUBLIC_KLAVIYO_LIST_ID: undefined,
    }).emailMarketing;
    expect(production).toMatchObject({
      scriptUrl: 'https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=PsSbx1',
      apiOrigin: 'https://a.klaviyo.com',
      defaultListId: null,
    });
    expect(readConfig({...example, PUBLIC_KLAVIYO_PUBLIC_KEY: ''}).emailMarketing).toBeNull();
    expect(() => readConfig({...example, PUBLIC_KLAVIYO_PUBLIC_KEY: 'a"><script>'})).toThrow(
      /PUBLIC_KLAVIYO_PUBLIC_KEY/,
    );
  });

  it('reads the newsletter pop-up forms, with a welcome form by default and none without a list', () => {
    expect(readConfig(example).newsletterForms).toEqual([
      {
        formId: 'passo-benvenuto',
        listId: 'PsLst1',
        campaign: 'benvenuto',
        triggers: [{type: 'delay', seconds: 10}, {type: 'exitIntent'}],
        frequencyCapDays: 30,
      },
    ]);
    const forms = [
      {
        formId: 'saldi',
        campaign: 'saldi-estate',
        triggers: [
          {type: 'scrollDepth', percent: 50},
          {type: 'delay', seconds: 0},
        ],
        frequencyCapDays: 0,
      },
      {
        formId: 'b2',
        listId: 'Lst2',
        campaign: '',
        triggers: [{type: 'exitIntent'}],
        frequencyCapDays: 7,
      },
    ];
    expect(
      readConfig({...example, PUBLIC_NEWSLETTER_FORMS: JSON.stringify(forms)}).newsletterForms,
    ).toEqual([{...forms[0], listId: 'PsLst1'}, forms[1]]);
    expect(readConfig({...example, PUBLIC_KLAVIYO_LIST_ID: ''}).newsletterForms).toEqual([]);
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"formId":"a"}'],
    ['no triggers', '[{"formId":"a","campaign":"c","triggers":[],"frequencyCapDays":1}]'],
    [
      'an unknown trigger',
      '[{"formId":"a","campaign":"c","triggers":[{"type":"hover"}],"frequencyCapDays":1}]',
    ],
    [
      'a scroll depth over 100',
      '[{"formId":"a","campaign":"c","triggers":[{"type":"scrollDepth","percent":120}],"frequencyCapDays":1}]',
    ],
    [
      'a negative cap',
      '[{"formId":"a","campaign":"c","triggers":[{"type":"exitIntent"}],"frequencyCapDays":-1}]',
    ],
    [
      'a form id with markup',
      '[{"formId":"<b>","campaign":"c","triggers":[{"type":"exitIntent"}],"frequencyCapDays":1}]',
    ],
    [
      'the footer’s form id',
      '[{"formId":"footer","campaign":"c","triggers":[{"type":"exitIntent"}],"frequencyCapDays":1}]',
    ],
    [
      'one form id twice',
      '[{"formId":"a","campaign":"c","triggers":[{"type":"exitIntent"}],"frequencyCapDays":1},{"formId":"a","campaign":"d","triggers":[{"type":"exitIntent"}],"frequencyCapDays":1}]',
    ],
  ])('refuses newsletter forms with %s, naming the variable', (_, value) => {
    expect(() => readConfig({...example, PUBLIC_NEWSLETTER_FORMS: value})).toThrow(
      /Invalid configuration variable PUBLIC_NEWSLETTER_FORMS/,
    );
  });

  it('reports errors only with a well-formed Sentry DSN, to the DSN’s origin', () => {
    expect(readConfig(example).errorReporting).toEqual({
      dsn: example.PUBLIC_SENTRY_DSN,
      origin: 'http://127.0.0.1:4000',
    });
    expect(readConfig({...example, PUBLIC_SENTRY_DSN: undefined}).errorReporting).toBeNull();
    for (const dsn of [
      'not a url',
      'https://o1.ingest.sentry.io/123',
      'https://key@o1.ingest.sentry.io/abc',
      'ftp://key@host/1',
    ])
      expect(() => readConfig({...example, PUBLIC_SENTRY_DSN: dsn}), dsn).toThrow(
        /PUBLIC_SENTRY_DSN/,
      );
    expect(
      readConfig({...example, PUBLIC_SENTRY_DSN: 'https://abc@o4.ingest.de.sentry.io/45'})
        .errorReporting?.origin,
    ).toBe('https://o4.ingest.de.sentry.io');
  });

  it('configures the helpdesk from its origin, with the API token and field ids when given', () => {
    expect(readConfig(example).care).toEqual({
      apiOrigin: 'http://127.0.0.1:4000',
      auth: {user: 'assistenza@passo.example', token: 'zd_passo_sandbox_token'},
      fields: {topic: 360000101, order: 360000102, market: 360000103},
    });
    const anonymous = readConfig({
      ...example,
      PRIVATE_ZENDESK_API_TOKEN: '',
      ZENDESK_API_USER: '',
      ZENDESK_FIELD_ORDER: '',
    }).care;
    expect(anonymous).toMatchObject({auth: null, fields: {topic: 360000101, order: null}});
    expect(readConfig({...example, ZENDESK_API_ORIGIN: ''}).care).toBeNull();
    expect(() => readConfig({...example, ZENDESK_API_USER: ''})).toThrow(
      'Missing configuration variable ZENDESK_API_USER',
    );
    expect(() => readConfig({...example, ZENDESK_FIELD_TOPIC: 'topic'})).toThrow(
      /ZENDESK_FIELD_TOPIC/,
    );
    expect(() => readConfig({...example, ZENDESK_API_ORIGIN: 'ftp://x'})).toThrow(
      /ZENDESK_API_ORIGIN/,
    );
  });

  it('rejects malformed values with the variable name', () => {
    expect(() => readConfig({...example, PUBLIC_STOREFRONT_API_VERSION: 'latest'})).toThrow(
      /PUBLIC_STOREFRONT_API_VERSION/,
    );
    expect(() => readConfig({...example, SANDBOX_ORIGIN: 'ftp://x'})).toThrow(/SANDBOX_ORIGIN/);
  });

  it('reads a bare host as https and keeps an explicit http scheme', () => {
    expect(toOrigin('X', 'passo.myshopify.com')).toBe('https://passo.myshopify.com');
    expect(toOrigin('X', 'http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000');
  });
});

describe('the worker’s environment', () => {
  it('binds every variable the configuration reads: .env.example configures the worker whole', async () => {
    const {workerEnv} = await import('../../scripts/env.mjs');
    const env = workerEnv();
    expect(readConfig(env)).toEqual(readConfig(example));
    expect(readConfig(env).marketingAutomation?.owner).toBe('marketing@passo.example');
    expect(readConfig(env).care?.fields.market).toBe(360000103);
  });
});

describe('environment for a second sandbox', () => {
  it('moves every sandbox URL of .env.example to the given port', async () => {
    const {envForSandboxPort} = await import('../../scripts/env.mjs');
    const atDefault = (env: Record<string, unknown>) =>
      Object.entries(env).filter(
        ([, value]) => typeof value === 'string' && value.includes('127.0.0.1:4000'),
      );
    // Positive control: .env.example does name the default sandbox, in many variables.
    expect(atDefault(parseEnvFile(readFileSync('.env.example', 'utf8'))).length).toBeGreaterThan(5);
    expect(atDefault(envForSandboxPort(4999))).toEqual([]);
    const env = envForSandboxPort(4999);
    expect(readConfig(env).storeOrigin).toBe('http://127.0.0.1:4999');
    expect(readConfig(env).care?.apiOrigin).toBe('http://127.0.0.1:4999');
  });
});
