import {describe, expect, it, vi} from 'vitest';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {MemoryRouter} from 'react-router';
import StoreMap from '~/components/StoreMap';
import {StoreMapPin} from '~/components/StoreMapPin';
import {TranslationContext} from '~/hooks/use-t';
import {translator} from '~/lib/i18n';
import type {StorePin} from '~/lib/stores/store-pin';
import sl from '~/locales/sl/common';

const pin = (
  slug: string,
  name: string,
  latitude: number,
  longitude: number,
  status: string | null,
): StorePin => ({
  id: `gid://shopify/Location/${slug}`,
  name,
  latitude,
  longitude,
  href: `/sl/trgovine/${slug}`,
  status,
});
const PINS = [
  pin('ljubljana', 'Passo Ljubljana', 46.0511, 14.5051, 'Odprto'),
  pin('maribor', 'Passo Maribor', 46.5547, 15.6459, 'Zaprto'),
  pin('zagreb', 'Passo Zagreb', 45.8131, 15.9775, null),
];

function render(props: {selectedId: string | null; onSelect?: (id: string) => void}): string {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(
        TranslationContext.Provider,
        {value: translator('sl-SI', sl)},
        createElement(StoreMap, {pins: PINS, label: 'Zemljevid trgovin', ...props}),
      ),
    ),
  );
}

const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];

describe('StoreMap', () => {
  it('is a named figure that points to the list and announces the chosen store', () => {
    const html = render({selectedId: PINS[1].id, onSelect: () => {}});
    expect(html).toMatch(/^<figure class="store-map" aria-label="Zemljevid trgovin">/);
    expect(html).toContain(
      '<figcaption class="visually-hidden">Zemljevid prikazuje iste trgovine kot seznam na tej strani.</figcaption>',
    );
    expect(html).toContain(
      '<p class="visually-hidden" aria-live="polite">Trgovina, izbrana na zemljevidu: Passo Maribor</p>',
    );
    expect(render({selectedId: null, onSelect: () => {}})).toContain(
      '<p class="visually-hidden" aria-live="polite"></p>',
    );
  });

  it('makes each pin a toggle named by the store and its status when the page selects', () => {
    const html = render({selectedId: PINS[1].id, onSelect: () => {}});
    const buttons = tags(html, /<g class="store-map__pin[^"]*" role="button"[^>]*>/g);
    expect(buttons).toEqual([
      '<g class="store-map__pin" role="button" tabindex="0" aria-label="Passo Ljubljana, Odprto" aria-pressed="false">',
      '<g class="store-map__pin store-map__pin--selected" role="button" tabindex="0" aria-label="Passo Maribor, Zaprto" aria-pressed="true">',
      '<g class="store-map__pin" role="button" tabindex="0" aria-label="Passo Zagreb" aria-pressed="false">',
    ]);
    expect(html).not.toContain('<a ');
  });

  it('makes each pin a link to its store’s page otherwise', () => {
    const html = render({selectedId: null});
    expect(tags(html, /<a [^>]*>/g)).toEqual([
      '<a class="store-map__pin" aria-label="Passo Ljubljana, Odprto" href="/sl/trgovine/ljubljana">',
      '<a class="store-map__pin" aria-label="Passo Maribor, Zaprto" href="/sl/trgovine/maribor">',
      '<a class="store-map__pin" aria-label="Passo Zagreb" href="/sl/trgovine/zagreb">',
    ]);
    expect(html).not.toContain('role="button"');
  });

  it('draws the countries from the bundle: no tile, picture or address outside the shop', () => {
    const html = render({selectedId: null});
    expect(tags(html, /<path class="store-map__country"/g)).toHaveLength(3);
    expect(html).toContain('<path class="store-map__neighbours"');
    // The control: the matcher sees a URL where one is.
    expect('<image href="https://tiles.example/1/2/3.png"/>').toMatch(/https?:|<image|<img/);
    expect(html).not.toMatch(/https?:|<image|<img/);
  });
});

describe('StoreMapPin', () => {
  const toggle = (onSelect: (id: string) => void) => {
    const outer = StoreMapPin({
      pin: PINS[0],
      at: [10, 10],
      selected: false,
      onSelect,
    }) as ReactElement<{
      children: ReactElement<{onKeyDown: (event: unknown) => void; onClick: () => void}>;
    }>;
    return outer.props.children.props;
  };

  it('selects its store with Enter, Space or a click, and takes no other key', () => {
    const onSelect = vi.fn();
    const {onKeyDown, onClick} = toggle(onSelect);
    const press = (key: string) => {
      const event = {key, preventDefault: vi.fn()};
      onKeyDown(event);
      return event.preventDefault;
    };
    expect(press('Enter')).toHaveBeenCalled();
    expect(onSelect).toHaveBeenLastCalledWith(PINS[0].id);
    // Space would scroll the page too.
    expect(press(' ')).toHaveBeenCalled();
    onClick();
    expect(onSelect).toHaveBeenCalledTimes(3);
    expect(press('Tab')).not.toHaveBeenCalled();
    expect(press('a')).not.toHaveBeenCalled();
    expect(onSelect).toHaveBeenCalledTimes(3);
  });
});
