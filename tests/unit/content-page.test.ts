import {describe, expect, it} from 'vitest';
import {
  answeredPolicy,
  htmlSummary,
  policyPage,
  policyVariables,
  shopPage,
} from '~/lib/commerce/content-page';
import {menuItemPath, toMenuLinks} from '~/lib/commerce/menu';
import {MARKETS} from '~/lib/markets';

describe('policies', () => {
  it('asks for exactly the policy of a Shopify handle', () => {
    expect(policyVariables('refund-policy')).toEqual({
      privacyPolicy: false,
      refundPolicy: true,
      shippingPolicy: false,
      termsOfService: false,
    });
    expect(policyVariables('terms-of-service')).toMatchObject({termsOfService: true});
  });

  it.each(['nope', 'refundPolicy', 'constructor', '__proto__', ''])(
    'knows no policy "%s"',
    (handle) => expect(policyVariables(handle)).toBeNull(),
  );

  it('takes the policy the query answered, or none', () => {
    const policy = {title: 'Spedizioni', body: '<p>Spediamo.</p>'};
    expect(answeredPolicy({shippingPolicy: policy})).toBe(policy);
    expect(answeredPolicy({shippingPolicy: null})).toBeNull();
  });

  it('describes a policy by its text', () => {
    expect(policyPage({title: 'Resi', body: '<h2>Come</h2><p>Entro 30&nbsp;giorni.</p>'})).toEqual({
      title: 'Resi',
      bodyHtml: '<h2>Come</h2><p>Entro 30&nbsp;giorni.</p>',
      seo: {title: 'Resi', description: 'Come Entro 30 giorni.'},
    });
  });
});

describe('pages', () => {
  const page = {title: 'Contatti', body: '<p>Scrivici.</p>', bodySummary: 'Scrivici.'};
  it('keeps the SEO the merchant wrote', () => {
    expect(
      shopPage({...page, seo: {title: 'Servizio clienti', description: 'Chiamaci.'}}).seo,
    ).toEqual({title: 'Servizio clienti', description: 'Chiamaci.'});
  });

  it('falls back to the title and the summary', () => {
    expect(shopPage({...page, seo: {title: '', description: null}}).seo).toEqual({
      title: 'Contatti',
      description: 'Scrivici.',
    });
  });
});

describe('htmlSummary', () => {
  it('cuts long text at a word, within the length', () => {
    const summary = htmlSummary(`<p>${'parola '.repeat(40)}</p>`, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary).toMatch(/parola…$/);
  });
});

describe('menu links to pages and policies', () => {
  const origins = ['https://passo.example'];
  it('keep Shopify paths under the market', () => {
    expect(menuItemPath('https://passo.example/pages/contact', MARKETS.sl, origins)).toBe(
      '/sl/pages/contact',
    );
    expect(menuItemPath('https://passo.example/policies/refund-policy', MARKETS.hr, origins)).toBe(
      '/hr/policies/refund-policy',
    );
  });

  it('send neither ids nor empty sub-menus: they travel with every page', () => {
    const [donna, saldi] = toMenuLinks(
      [
        {
          id: 'gid://shopify/MenuItem/580000000008',
          title: 'Donna',
          url: '/collections/donna',
          items: [
            {id: 'gid://shopify/MenuItem/1', title: 'Sneakers', url: '/collections/sneakers'},
          ],
        },
        {
          id: 'gid://shopify/MenuItem/580000000022',
          title: 'Saldi',
          url: '/collections/saldi',
          items: [],
        },
      ],
      MARKETS.it,
      origins,
    );
    expect(donna).toEqual({
      title: 'Donna',
      to: '/it/donna',
      items: [{title: 'Sneakers', to: '/it/sneakers'}],
    });
    expect(saldi).toEqual({title: 'Saldi', to: '/it/saldi'});
  });
});
