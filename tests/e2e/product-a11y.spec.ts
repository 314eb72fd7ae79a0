/**
 * The product page's new open states have no axe violations in every market at both widths: the
 * gallery's zoom, and the quick-buy bar (shown on phones; on a desktop the page is checked
 * scrolled to the same place, where the bar stays hidden).
 */
import {expect, test} from './fixtures';
import {expectNoViolations, expectViolationSeen, hydrated, sandboxQuery} from './support';

const WORDS = {
  it: {zoom: 'Ingrandisci', region: 'Acquisto rapido', close: 'Chiudi'},
  sl: {zoom: 'Povečaj', region: 'Hiter nakup', close: 'Zapri'},
  hr: {zoom: 'Povećaj', region: 'Brza kupnja', close: 'Zatvori'},
};

/** A product of a model in several colours, with pictures: every new piece of the page shows. */
async function productWithColours() {
  const {products} = await sandboxQuery<{
    products: {
      nodes: Array<{
        handle: string;
        availableForSale: boolean;
        images: {nodes: unknown[]};
        colourVariants: unknown;
      }>;
    };
  }>(
    `{ products(first: 60) { nodes { handle availableForSale images(first: 3) { nodes { url } }
       colourVariants: metafield(namespace: "custom", key: "colour_variants") { value } } } }`,
  );
  const product = products.nodes.find(
    (p) => p.availableForSale && p.colourVariants && p.images.nodes.length > 1,
  );
  if (!product) throw new Error('the seed should have a model in several colours');
  return product.handle;
}

for (const width of [375, 1280]) {
  for (const market of ['it', 'sl', 'hr'] as const) {
    test(`product page in ${market} at ${width}px: zoom open and quick-buy bar have no axe violations`, async ({
      page,
    }) => {
      const words = WORDS[market];
      await page.setViewportSize({width, height: width < 1024 ? 800 : 900});
      await page.goto(`/${market}/${await productWithColours()}-p`);
      await hydrated(page);

      await page
        .getByRole('button', {name: new RegExp(`^${words.zoom}`)})
        .first()
        .click();
      const zoom = page.getByRole('dialog');
      await expect(zoom.getByRole('img')).toBeVisible();
      await expectNoViolations(page, `${market} ${width} zoom`);
      await zoom.getByRole('button', {name: words.close}).click();
      await expect(zoom).toBeHidden();

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      const bar = page.getByRole('region', {name: words.region});
      if (width < 1024) await expect(bar).toBeVisible();
      else await expect(bar).toBeHidden();
      await expectNoViolations(page, `${market} ${width} quick-buy bar`);
      if (market === 'it' && width === 375) await expectViolationSeen(page, '.sticky-buy');
    });
  }
}
