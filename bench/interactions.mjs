// The taps whose latency the shop promises, made after hydration on the phone profile, each with
// its INP as Chrome reports it: the longest Event Timing entry (16 ms and more) of the tap's
// interaction, from input to the next paint. Controls are found by role and accessible name
// (the Italian words of app/locales/it), never by class, so restyled markup keeps working.

/**
 * @typedef {object} Interaction
 * @property {string} name
 * @property {(page: import('playwright-core').Page) => Promise<void>} [prepare]  not measured
 * @property {(page: import('playwright-core').Page) => Promise<void>} act
 *   taps, then waits for what the shopper expects to see
 */

/** The header's cart: a button that opens the drawer once hydrated, or a link to the cart. */
function cartControl(page) {
  const header = page.getByRole('banner');
  return header
    .getByRole('button', {name: 'Carrello', exact: true})
    .or(header.getByRole('link', {name: /^Carrello/}))
    .filter({visible: true})
    .first();
}

/** Resolves once a dialog is shown or the page has gone to the cart. */
async function cartShown(page) {
  await Promise.race([
    page.getByRole('dialog').first().waitFor({state: 'visible'}),
    page.waitForURL(/\/cart(?:$|[?#])/),
  ]);
}

/** A size still in stock: sold-out sizes are named "{size} – esaurita". */
function availableSize(page) {
  return page
    .getByRole('group', {name: /taglia/i})
    .getByRole('radio', {name: /^(?!.*esaurit)/i, checked: false})
    .first();
}

/** Resolves once the radio or checkbox shows as checked (React may set it a frame later). */
function untilChecked(input) {
  return input.evaluate(
    (element) =>
      new Promise((resolve) => {
        const check = () => (element.checked ? resolve(undefined) : requestAnimationFrame(check));
        check();
      }),
  );
}

/** @type {Record<string, Interaction[]>} */
export const INTERACTIONS = {
  product: [
    {
      name: 'choose a size',
      act: async (page) => {
        const size = await availableSize(page).elementHandle();
        await size.tap();
        await untilChecked(size);
      },
    },
    {
      name: 'open the cart drawer',
      act: async (page) => {
        await cartControl(page).tap();
        await cartShown(page);
      },
    },
  ],
  listing: [
    {
      name: 'open "Filtra e ordina"',
      act: async (page) => {
        await page
          .getByRole('button', {name: 'Filtra e ordina'})
          .or(page.getByRole('link', {name: 'Filtra e ordina'}))
          .filter({visible: true})
          .first()
          .tap();
        await page.getByRole('dialog').first().waitFor({state: 'visible'});
      },
    },
    {
      name: 'choose a facet value',
      // A facet is a <details>: opening it is the browser's own work, not measured.
      prepare: async (page) => {
        const facet = page.getByRole('dialog').first().locator('details').first();
        if (!(await facet.evaluate((details) => details.open)))
          await facet.locator('summary').tap();
      },
      act: async (page) => {
        const facet = page.getByRole('dialog').first().locator('details[open]').first();
        const value = await facet
          .getByRole('checkbox')
          .or(facet.getByRole('link'))
          .first()
          .elementHandle();
        const isCheckbox = await value.evaluate((node) => node instanceof HTMLInputElement);
        await value.tap();
        if (isCheckbox) await untilChecked(value);
        else await page.waitForLoadState('load');
      },
    },
  ],
};

/**
 * A first visit shows the cookie banner over the page's foot (where the phone's "Filtra e
 * ordina" sits); a shopper answers it first. "Rifiuta" keeps the page as it was loaded: no
 * analytics start. Not measured.
 */
export async function answerConsent(page) {
  const reject = page.getByRole('button', {name: 'Rifiuta', exact: true});
  if (!(await reject.isVisible())) return;
  await reject.tap();
  await reject.waitFor({state: 'hidden'});
  await page.waitForLoadState('load');
}

/**
 * Runs one interaction and returns its INP: the longest event of the interactions that began
 * after it started (0 when every event took under 16 ms, the threshold Chrome reports from).
 * @param {import('playwright-core').Page} page
 * @param {Interaction} interaction
 */
export async function interactionTimings(page, interaction) {
  await interaction.prepare?.(page);
  const before = await page.evaluate(() => performance.now());
  await interaction.act(page);
  // Event Timing entries are queued after the next paint and delivered to observers later.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  const events = await page.evaluate(
    (since) => window.__benchPhone.events.filter((event) => event.start >= since),
    before,
  );
  /** @type {Map<number, number>} */
  const byInteraction = new Map();
  for (const event of events)
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  return {
    inp: Math.max(0, ...byInteraction.values()),
    interactions: byInteraction.size,
    events: events.map((e) => `${e.name} ${Math.round(e.duration)} ms`),
  };
}
