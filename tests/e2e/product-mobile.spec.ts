/**
 * The product page on a phone (375×800): price and sizes in the first screen, the swipeable
 * gallery and its zoom, the quick-buy bar, and the swatches of the model's other colours.
 */
import {expect, test, type Page} from './fixtures';
import {collectErrors, expectErrorsCollected, hydrated, sandboxQuery} from './support';

interface ModelColour {
  handle: string;
  title: string;
  colourName: {value: string};
}

interface ShownProduct extends ModelColour {
  availableForSale: boolean;
  images: {nodes: Array<{url: string}>};
  variants: {nodes: Array<{availableForSale: boolean; selectedOptions: Array<{value: string}>}>};
  colourVariants: {references: {nodes: ModelColour[]}} | null;
}

/**
 * A product of a model in several colours, with at least three pictures and two sizes in stock,
 * from the sandbox's catalogue; the one with the most sizes (the tallest size selector).
 */
async function multiColourProduct() {
  const colour = 'colourName: metafield(namespace: "custom", key: "colour_name") { value }';
  const {products} = await sandboxQuery<{products: {nodes: ShownProduct[]}}>(
    `{ products(first: 150) { nodes { handle title availableForSale ${colour}
       images(first: 10) { nodes { url } }
       variants(first: 30) { nodes { availableForSale selectedOptions { value } } }
       colourVariants: metafield(namespace: "custom", key: "colour_variants") {
         references(first: 10) { nodes { ... on Product { handle title ${colour} } } } } } } }`,
  );
  const inStock = (p: ShownProduct) => p.variants.nodes.filter((v) => v.availableForSale);
  const product = products.nodes
    .filter((p) => p.colourVariants && p.images.nodes.length >= 3 && inStock(p).length >= 2)
    .sort((a, b) => b.variants.nodes.length - a.variants.nodes.length)[0];
  if (!product) throw new Error('the seed should have a model in several colours');
  const others = product.colourVariants!.references.nodes.filter(
    (p) => p.handle !== product.handle,
  );
  return {
    handle: product.handle,
    title: product.title,
    colour: product.colourName.value,
    images: product.images.nodes.length,
    size: inStock(product)[0]!.selectedOptions[0]!.value,
    other: others[0]!,
  };
}

test.use({viewport: {width: 375, height: 800}, hasTouch: true, isMobile: true});

/** The picture the track has scrolled to (1-based), or 0 while it is between two. */
function shownPicture(page: Page) {
  return page.locator('.gallery__track').evaluate((track) => {
    const slides = [...track.children] as HTMLElement[];
    if (track.scrollLeft + track.clientWidth >= track.scrollWidth - 2) return slides.length;
    return slides.findIndex((slide) => Math.abs(slide.offsetLeft - track.scrollLeft) < 2) + 1;
  });
}

/** Whether the whole of the element's box is inside the first screen. */
async function inFirstScreen(page: Page, selector: string) {
  const box = (await page.locator(selector).first().boundingBox())!;
  return box.y >= 0 && box.y + box.height <= 800;
}

test('title, price and every size are in the first screen; nothing is wider than the phone', async ({
  page,
}) => {
  const product = await multiColourProduct();
  await page.goto(`/it/${product.handle}-p`);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(product.title);
  for (const selector of ['h1', '.product-details > .price', '.size-selector'])
    expect(await inFirstScreen(page, selector), selector).toBe(true);
  // Positive control: the same measure finds the description below the first screen.
  expect(await inFirstScreen(page, '.product-details__description')).toBe(false);
  // The gallery stays the first thing on the page, a good part of the screen.
  const gallery = (await page.locator('.gallery__slide').first().boundingBox())!;
  expect(gallery.height).toBeGreaterThan(250);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('region', {name: 'Acquisto rapido'})).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the gallery swipes, and its buttons move it and wrap around', async ({page}) => {
  const product = await multiColourProduct();
  await page.goto(`/it/${product.handle}-p`);
  await hydrated(page);
  const position = page.locator('.gallery__position');
  await expect(position).toHaveText(`1 / ${product.images}Immagine 1 di ${product.images}`);

  // A finger swipes the first picture to the left, through the browser's touch input.
  const track = (await page.locator('.gallery__track').boundingBox())!;
  const y = Math.round(track.y + track.height / 3);
  const from = Math.round(track.x + track.width / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x: from, y}]});
  for (let move = 1; move <= 10; move++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{x: from - move * 15, y}],
    });
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
  await expect(position).toContainText(`2 / ${product.images}`);
  await expect(position).toContainText(`Immagine 2 di ${product.images}`);
  await expect.poll(() => shownPicture(page)).toBe(2);

  const next = page.getByRole('button', {name: 'Immagine successiva'});
  await next.click();
  await expect(position).toContainText(`3 / ${product.images}`);
  await expect.poll(() => shownPicture(page)).toBe(3);
  await page.getByRole('button', {name: 'Immagine precedente'}).click();
  await expect(position).toContainText(`2 / ${product.images}`);
  await expect.poll(() => shownPicture(page)).toBe(2);
  // Pressed again before the track arrives, the button goes one picture further each time.
  for (let step = 2; step <= product.images; step++) await next.click();
  await expect(position).toContainText(`1 / ${product.images}`);
  await expect.poll(() => shownPicture(page)).toBe(1);
});

test('the zoom opens full screen, moves by arrow keys, keeps focus in, and Escape gives it back', async ({
  page,
}) => {
  const product = await multiColourProduct();
  const errors = collectErrors(page);
  await page.goto(`/it/${product.handle}-p`);
  await hydrated(page);
  const opener = page.getByRole('button', {
    name: `Ingrandisci l’immagine 1 di ${product.images}`,
  });
  await opener.focus();
  await page.keyboard.press('Enter');
  const zoom = page.getByRole('dialog', {name: `Immagini: ${product.title}`});
  await expect(zoom).toBeVisible();
  const box = (await zoom.boundingBox())!;
  expect([box.width, box.height]).toEqual([375, 800]);
  const image = zoom.getByRole('img', {name: `${product.title}, immagine 1`});
  // The large picture: 1000 px wide, 2000 px on a dense screen.
  await expect(image).toHaveAttribute('src', /-1\.jpg\?.*width=1000/);
  await expect(image).toHaveAttribute('srcset', /width=2000 2x$/);

  await page.keyboard.press('ArrowRight');
  await expect(zoom.getByRole('img', {name: `${product.title}, immagine 2`})).toHaveAttribute(
    'src',
    /-2\.jpg\?/,
  );
  await expect(zoom).toContainText(`Immagine 2 di ${product.images}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(zoom).toContainText(`Immagine ${product.images} di ${product.images}`);
  await zoom.getByRole('button', {name: 'Immagine successiva'}).click();
  await expect(zoom).toContainText(`Immagine 1 di ${product.images}`);
  await zoom.getByRole('button', {name: 'Immagine successiva'}).click();

  // Tab goes round the dialog's controls and never leaves it.
  for (let tab = 0; tab < 6; tab++) {
    await page.keyboard.press('Tab');
    expect(await zoom.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  // Back on the gallery, at the picture the zoom showed last.
  await expect(
    page.getByRole('button', {name: `Ingrandisci l’immagine 2 di ${product.images}`}),
  ).toBeFocused();
  await expect(page.locator('.gallery__position')).toContainText(`2 / ${product.images}`);

  // A tap on a picture opens it too.
  await page.getByRole('button', {name: `Ingrandisci l’immagine 2 di ${product.images}`}).tap();
  await expect(zoom.getByRole('img', {name: `${product.title}, immagine 2`})).toBeVisible();
  await zoom.getByRole('button', {name: 'Chiudi'}).click();
  await expect(zoom).toBeHidden();
  expect(errors).toEqual([]);
  await expectErrorsCollected(page, errors);
});

test('the quick-buy bar shows once the main button scrolls away and adds the chosen size', async ({
  page,
}) => {
  const product = await multiColourProduct();
  await page.goto(`/it/${product.handle}-p`);
  await hydrated(page);
  const bar = page.getByRole('region', {name: 'Acquisto rapido'});
  await page.getByRole('radio', {name: product.size, exact: true}).check();
  await expect(bar).toBeHidden();

  const focused = await page.evaluate(() => document.activeElement?.outerHTML);
  await page.getByRole('heading', {name: 'Descrizione'}).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(product.title);
  await expect(bar).toContainText(`Taglia ${product.size}`);
  await expect(bar.locator('.price')).toHaveText(
    await page.locator('.product-details > .price').innerText(),
  );
  // It does not take the focus.
  expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focused);
  // The main button has gone up under the header.
  const header = (await page.getByRole('banner').boundingBox())!;
  const main = (await page.locator('.product-form__add button').boundingBox())!;
  expect(main.y + main.height).toBeLessThanOrEqual(header.y + header.height);

  await bar.getByRole('button', {name: 'Aggiungi al carrello'}).click();
  const drawer = page.getByRole('dialog', {name: 'Carrello'});
  await expect(drawer).toBeVisible();
  const line = drawer.getByRole('listitem').filter({has: page.locator('.cart-line__body')});
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.title);
  await expect(line).toContainText(product.size);
  await expect(drawer.locator('.cart-line[aria-busy="true"]')).toHaveCount(0);
  await drawer.getByRole('button', {name: 'Chiudi', exact: true}).click();

  // At the end of the page the bar covers nothing: the footer ends above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeVisible();
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);

  // Scrolled back up to the main button, the bar goes away, and the focus it had (back from the
  // drawer) goes to the main button rather than to the page.
  await expect(bar.getByRole('button')).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
  await expect(page.locator('.product-form__add button')).toBeFocused();
});

test('without a size, the quick-buy bar brings the shopper to the sizes', async ({page}) => {
  const product = await multiColourProduct();
  await page.goto(`/it/${product.handle}-p`);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = page.getByRole('region', {name: 'Acquisto rapido'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Seleziona la taglia'}).click();
  const sizes = page.getByRole('group', {name: /Seleziona la taglia/});
  await expect(sizes).toBeInViewport({ratio: 1});
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('type', 'radio');
  expect(await sizes.evaluate((group) => group.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Space');
  await expect(sizes.getByRole('radio', {checked: true})).toHaveCount(1);
});

test('swatches link to the model’s other colours, the shown one marked, the size kept', async ({
  page,
}) => {
  const product = await multiColourProduct();
  await page.goto(`/it/${product.handle}-p?size=${encodeURIComponent(product.size)}`);
  await hydrated(page);
  const colours = page.getByRole('list', {name: 'Colore'});
  await expect(page.locator('.colour-swatches')).toContainText(`Colore: ${product.colour}`);
  await expect(colours.getByRole('link', {name: product.colour})).toHaveAttribute(
    'aria-current',
    'page',
  );
  const other = colours.getByRole('link', {name: product.other.colourName.value, exact: true});
  await expect(other).not.toHaveAttribute('aria-current');
  await other.click();
  await expect(page).toHaveURL(
    new RegExp(`/it/${product.other.handle}-p\\?size=${encodeURIComponent(product.size)}$`),
  );
  await expect(page.getByRole('heading', {level: 1})).toHaveText(product.other.title);
  await expect(
    page
      .getByRole('list', {name: 'Colore'})
      .getByRole('link', {name: product.other.colourName.value}),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.gallery__position')).toContainText('1 / ');
});

test('on a desktop the bar never shows: the details column stays in view', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const product = await multiColourProduct();
  await page.goto(`/it/${product.handle}-p?size=${encodeURIComponent(product.size)}`);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('.sticky-buy')).toHaveCount(1);
  await expect(page.getByRole('region', {name: 'Acquisto rapido'})).toBeHidden();
});
