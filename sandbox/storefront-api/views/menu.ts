/** `Menu` and `MenuItem`: item URLs are absolute on the shop's domain, as Shopify returns them. */
import type {MenuItemRecord, MenuRecord} from '../../db/menus';
import type {ApiContext} from '../context';
import {gid} from '../ids';

export class MenuView {
  readonly __typename = 'Menu';
  readonly #m: MenuRecord;

  constructor(menu: MenuRecord) {
    this.#m = menu;
  }

  get id() {
    return gid('Menu', this.#m.id);
  }
  get handle() {
    return this.#m.handle;
  }
  get title() {
    return this.#m.title;
  }
  get itemsCount() {
    return this.#m.items.length;
  }
  get items() {
    return this.#m.items.map((item) => new MenuItemView(item));
  }
}

class MenuItemView {
  readonly __typename = 'MenuItem';
  readonly #item: MenuItemRecord;

  constructor(item: MenuItemRecord) {
    this.#item = item;
  }

  get id() {
    return gid('MenuItem', this.#item.id);
  }
  get type() {
    return this.#item.type;
  }
  get resourceId() {
    return this.#item.resourceId;
  }
  get tags() {
    return this.#item.tags;
  }
  get items() {
    return this.#item.items.map((item) => new MenuItemView(item));
  }
  title(_: unknown, ctx: ApiContext) {
    return this.#item.title[ctx.locale];
  }
  url(_: unknown, ctx: ApiContext) {
    return `${ctx.publicUrl}${this.#item.path}`;
  }
}
