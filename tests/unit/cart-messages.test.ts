import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import it_ from '~/locales/it/common';
import sl from '~/locales/sl/common';
import hr from '~/locales/hr/common';
import {translator, type MessageTree} from '~/lib/i18n';
import {
  cartEventMessages,
  cartRequestFailure,
  type CartActionData,
  type CartProblem,
} from '~/lib/commerce/cart-messages';
import {documentPostNotices} from '~/lib/commerce/cart-page-notices.server';

const t = {
  it: translator('it', it_ as MessageTree),
  sl: translator('sl', sl as MessageTree),
  hr: translator('hr', hr as MessageTree),
};

function answer(extra: Partial<CartActionData> = {}): CartActionData {
  return {
    ok: true,
    cart: {
      id: 'gid://shopify/Cart/abc',
      lines: {nodes: []},
      discountCodes: [],
    },
    userErrors: [],
    warnings: [],
    message: null,
    ...extra,
  };
}

const problem = (code: string | null, message: string): CartProblem => ({
  code,
  message,
  target: null,
});

const stock = (count: number) =>
  problem(
    'MERCHANDISE_NOT_ENOUGH_STOCK',
    `Only ${count} items were added to your cart due to availability.`,
  );

const withCodes = (codes: Array<{code: string; applicable: boolean}>) =>
  answer({cart: {id: 'gid://shopify/Cart/abc', lines: {nodes: []}, discountCodes: codes}});

const add = {action: 'LinesAdd'} as const;
const discount = (discountCodes: string[]) =>
  ({action: 'DiscountCodesUpdate', discountCodes}) as const;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('cartRequestFailure', () => {
  const unanswered = answer({ok: false, cart: null});

  it('says what did not happen and that the shop could not be reached, without an answer', () => {
    expect(cartRequestFailure(add, undefined, t.it)).toBe(
      "L'articolo non è stato aggiunto al carrello. Non riusciamo a raggiungere il negozio: controlla la connessione e riprova.",
    );
    expect(cartRequestFailure({action: 'LinesUpdate'}, unanswered, t.sl)).toBe(
      'Košarica ni bila spremenjena. Trgovine ne moremo doseči: preverite povezavo in poskusite znova.',
    );
  });

  it("gives the shop's reason when the request itself was refused", () => {
    const refused = answer({ok: false, cart: null, message: 'Košarica trenutačno nije dostupna.'});
    expect(cartRequestFailure(add, refused, t.hr)).toBe(
      'Proizvod nije dodan u košaricu. Košarica trenutačno nije dostupna.',
    );
  });

  it('is null when the platform answered, even with a refusal of its own', () => {
    expect(cartRequestFailure(add, answer(), t.it)).toBeNull();
    const platformRefusal = answer({ok: false, userErrors: [problem('INVALID', 'x')]});
    expect(cartRequestFailure(add, platformRefusal, t.it)).toBeNull();
  });
});

describe('cartEventMessages', () => {
  it.each([
    ['it', 'Articolo aggiunto al carrello'],
    ['sl', 'Izdelek je dodan v košarico'],
    ['hr', 'Proizvod je dodan u košaricu'],
  ] as const)('confirms an add in %s', (locale, text) => {
    expect(cartEventMessages(add, answer(), t[locale])).toEqual([{kind: 'success', text}]);
  });

  it('gives one error message for however many user errors, and logs them', () => {
    const messages = cartEventMessages(
      add,
      answer({
        ok: false,
        userErrors: [problem('INVALID', 'first'), problem('LINE_LIMIT', 'second')],
      }),
      t.it,
    );
    expect(messages).toEqual([
      {kind: 'error', text: 'Non è stato possibile aggiornare il carrello. Riprova.'},
    ]);
    expect(warn).toHaveBeenCalledWith('[cart] INVALID: first');
  });

  describe('not enough stock: the count from the platform message, in the plural form', () => {
    it.each([
      ['it', 2, 'Sono disponibili solo 2 pezzi: la quantità è stata adeguata'],
      ['it', 1, 'È disponibile un solo pezzo: la quantità è stata adeguata'],
      ['sl', 1, 'Na voljo je samo 1 kos: količina je prilagojena'],
      ['sl', 2, 'Na voljo sta samo 2 kosa: količina je prilagojena'],
      ['sl', 3, 'Na voljo so samo 3 kosi: količina je prilagojena'],
      ['sl', 5, 'Na voljo je samo 5 kosov: količina je prilagojena'],
      ['sl', 102, 'Na voljo sta samo 102 kosa: količina je prilagojena'],
      ['hr', 2, 'Dostupna su samo 2 komada: količina je prilagođena'],
      ['hr', 5, 'Dostupno je samo 5 komada: količina je prilagođena'],
    ] as const)('%s, %i', (locale, count, text) => {
      expect(cartEventMessages(add, answer({warnings: [stock(count)]}), t[locale])).toEqual([
        {kind: 'warning', text},
      ]);
    });
  });

  it('counts the pieces the line holds, not those this add could add (none when it held them all)', () => {
    const line = 'gid://shopify/CartLine/l1?cart=abc';
    const full = answer({
      cart: {
        id: 'gid://shopify/Cart/abc',
        lines: {nodes: [{id: line, quantity: 1, merchandise: {}}]},
      },
      warnings: [{...stock(0), target: line}],
    });
    expect(cartEventMessages(add, full, t.hr)).toEqual([
      {kind: 'warning', text: 'Dostupan je samo 1 komad: količina je prilagođena'},
    ]);
    // Another line's warning does not borrow this one's quantity.
    const other = {...full, warnings: [{...stock(3), target: 'gid://shopify/CartLine/l2'}]};
    expect(cartEventMessages(add, other, t.it)[0]!.text).toBe(
      'Sono disponibili solo 3 pezzi: la quantità è stata adeguata',
    );
  });

  describe('documentPostNotices: what a change posted as a page tells on the cart page', () => {
    it('nothing for a done change (the shopper goes back)', () => {
      expect(documentPostNotices(add, answer(), t.it)).toBeNull();
      expect(
        documentPostNotices(
          discount(['NUOVO']),
          withCodes([{code: 'NUOVO', applicable: true}]),
          t.it,
        ),
      ).toBeNull();
    });

    it('a warning, to show at the top', () => {
      expect(documentPostNotices(add, answer({warnings: [stock(2)]}), t.it)).toEqual({
        notices: {
          told: [
            {kind: 'warning', text: 'Sono disponibili solo 2 pezzi: la quantità è stata adeguata'},
          ],
          refused: null,
        },
        status: 200,
      });
    });

    it('a sold-out size: nothing was added (422)', () => {
      const soldOut = problem('MERCHANDISE_OUT_OF_STOCK', 'The item is out of stock.');
      expect(documentPostNotices(add, answer({warnings: [soldOut]}), t.it)).toEqual({
        notices: {told: [{kind: 'warning', text: 'Questa taglia è esaurita'}], refused: null},
        status: 422,
      });
    });

    it('a refused code, for its field, with the other refusals at the top', () => {
      expect(
        documentPostNotices(
          discount(['ESTATE', 'NONESISTE']),
          withCodes([
            {code: 'ESTATE', applicable: false},
            {code: 'NONESISTE', applicable: false},
          ]),
          t.it,
        ),
      ).toEqual({
        notices: {
          told: [{kind: 'error', text: 'Il codice ESTATE non è valido per questo carrello'}],
          refused: {
            code: 'NONESISTE',
            text: 'Il codice NONESISTE non è valido per questo carrello',
          },
        },
        status: 422,
      });
    });

    it('a user error on a discount change is not a refused code', () => {
      const told = documentPostNotices(
        discount(['NUOVO']),
        answer({ok: false, userErrors: [problem('INVALID', 'bad')]}),
        t.it,
      );
      expect(told?.notices.refused).toBeNull();
      expect(told?.notices.told).toHaveLength(1);
      expect(told?.status).toBe(422);
    });
  });

  it('says a size is out of stock, instead of confirming the add', () => {
    expect(
      cartEventMessages(
        add,
        answer({warnings: [problem('MERCHANDISE_OUT_OF_STOCK', 'The item is out of stock.')]}),
        t.it,
      ),
    ).toEqual([{kind: 'warning', text: 'Questa taglia è esaurita'}]);
  });

  it('gives a general warning for other warnings', () => {
    expect(
      cartEventMessages(add, answer({warnings: [problem('PAYMENTS_GIFT_CARDS', 'x')]}), t.it),
    ).toEqual([{kind: 'warning', text: 'Il carrello è stato aggiornato con qualche modifica'}]);
  });

  it('gives the error and every warning together', () => {
    expect(
      cartEventMessages(
        add,
        answer({userErrors: [problem(null, 'bad')], warnings: [stock(2), stock(3)]}),
        t.it,
      ).map((message) => message.kind),
    ).toEqual(['error', 'warning', 'warning']);
  });

  it('confirms the last code entered when the platform applies it', () => {
    expect(
      cartEventMessages(
        discount(['ESTATE', 'NUOVO']),
        withCodes([
          {code: 'ESTATE', applicable: true},
          {code: 'NUOVO', applicable: true},
        ]),
        t.it,
      ),
    ).toEqual([{kind: 'success', text: 'Codice NUOVO applicato'}]);
  });

  it('says which codes are not applicable to the cart', () => {
    expect(
      cartEventMessages(
        discount(['ESTATE', 'NUOVO', 'VECCHIO']),
        withCodes([
          {code: 'ESTATE', applicable: true},
          {code: 'NUOVO', applicable: false},
          {code: 'VECCHIO', applicable: false},
        ]),
        t.sl,
      ),
    ).toEqual([
      {kind: 'error', text: 'Koda NUOVO za to košarico ni veljavna'},
      {kind: 'error', text: 'Koda VECCHIO za to košarico ni veljavna'},
    ]);
  });

  describe('a refused code, with the reason the platform warns of (2025-07 CartWarning)', () => {
    const refused = (code: string, warning: string | null) => ({
      ...withCodes([{code, applicable: false}]),
      warnings: warning ? [problem(warning, 'x')] : [],
    });

    it.each([
      ['it', 'Il codice ESTATE2024 è scaduto'],
      ['sl', 'Koda ESTATE2024 je potekla'],
      ['hr', 'Kod ESTATE2024 je istekao'],
    ] as const)('an expired code says so (%s)', (locale, text) => {
      expect(
        cartEventMessages(
          discount(['ESTATE2024']),
          refused('ESTATE2024', 'DISCOUNT_CURRENTLY_INACTIVE'),
          t[locale],
        ),
      ).toEqual([{kind: 'error', text}]);
    });

    it('a code the cart is too small for says so', () => {
      expect(
        cartEventMessages(
          discount(['PASSO15']),
          refused('PASSO15', 'DISCOUNT_PURCHASE_NOT_IN_RANGE'),
          t.it,
        ),
      ).toEqual([
        {
          kind: 'error',
          text: 'Il carrello non raggiunge la spesa minima richiesta dal codice PASSO15',
        },
      ]);
    });

    it('an unknown code, or one without a warning, is not valid', () => {
      const notValid = [{kind: 'error', text: 'Il codice NOPE non è valido per questo carrello'}];
      expect(
        cartEventMessages(discount(['NOPE']), refused('NOPE', 'DISCOUNT_NOT_FOUND'), t.it),
      ).toEqual(notValid);
      expect(cartEventMessages(discount(['NOPE']), refused('NOPE', null), t.it)).toEqual(notValid);
    });

    it('two refused codes cannot be told apart by reason: both are not valid', () => {
      const answer = {
        ...withCodes([
          {code: 'NOPE', applicable: false},
          {code: 'ESTATE2024', applicable: false},
        ]),
        warnings: [problem('DISCOUNT_NOT_FOUND', 'x'), problem('DISCOUNT_CURRENTLY_INACTIVE', 'y')],
      };
      expect(
        cartEventMessages(discount(['NOPE', 'ESTATE2024']), answer, t.it).map((m) => m.text),
      ).toEqual([
        'Il codice NOPE non è valido per questo carrello',
        'Il codice ESTATE2024 non è valido per questo carrello',
      ]);
    });

    it('is not repeated on other changes while the code stays in the cart', () => {
      expect(
        cartEventMessages(
          add,
          answer({warnings: [problem('DISCOUNT_CURRENTLY_INACTIVE', 'x')]}),
          t.it,
        ),
      ).toEqual([{kind: 'success', text: 'Articolo aggiunto al carrello'}]);
    });
  });

  it.each([[[]], [['']]])('says the discount was removed when no code is left (%j)', (codes) => {
    expect(cartEventMessages(discount(codes), withCodes([]), t.hr)).toEqual([
      {kind: 'info', text: 'Kod za popust je uklonjen'},
    ]);
  });

  it('says a code was removed even when other codes stay', () => {
    expect(
      cartEventMessages(
        {...discount(['ESTATE']), removedCode: 'NUOVO'},
        withCodes([{code: 'ESTATE', applicable: true}]),
        t.it,
      ),
    ).toEqual([{kind: 'info', text: 'Codice sconto rimosso'}]);
  });

  it('confirms a removed line', () => {
    expect(cartEventMessages({action: 'LinesRemove'}, answer(), t.it)).toEqual([
      {kind: 'info', text: 'Articolo rimosso dal carrello'},
    ]);
  });

  it('says nothing after a plain quantity change', () => {
    expect(cartEventMessages({action: 'LinesUpdate'}, answer(), t.it)).toEqual([]);
  });
});
