/** Menus and their nested items, read from SQLite into the in-memory catalogue. */
import type {Localized, Row} from './catalog';

export interface MenuItemRecord {
  id: number;
  title: Localized;
  type: string;
  path: string;
  resourceId: string | null;
  tags: string[];
  items: MenuItemRecord[];
}

export interface MenuRecord {
  id: number;
  handle: string;
  title: string;
  items: MenuItemRecord[];
}

/** Localises a field: Italian from the row, Slovenian and Croatian from `translations`. */
type Localize = (resource: string, id: number, field: string, base: string) => Localized;

export function loadMenus(all: (sql: string) => Row[], localize: Localize) {
  const itemsByParent = new Map<string, MenuItemRecord[]>();
  for (const r of all('SELECT * FROM menu_items ORDER BY menu_id, parent_id, position')) {
    const key = r.parent_id === null ? `menu:${r.menu_id}` : `item:${r.parent_id}`;
    const item: MenuItemRecord = {
      id: r.id as number,
      title: localize('menu_item', r.id as number, 'title', r.title as string),
      type: r.type as string,
      path: r.path as string,
      resourceId: (r.resource_id as string | null) ?? null,
      tags: JSON.parse(r.tags as string) as string[],
      items: [],
    };
    itemsByParent.set(key, [...(itemsByParent.get(key) ?? []), item]);
  }
  for (const list of itemsByParent.values())
    for (const item of list) item.items = itemsByParent.get(`item:${item.id}`) ?? [];
  return new Map(
    all('SELECT * FROM menus').map((r): [string, MenuRecord] => [
      r.handle as string,
      {
        id: r.id as number,
        handle: r.handle as string,
        title: r.title as string,
        items: itemsByParent.get(`menu:${r.id}`) ?? [],
      },
    ]),
  );
}
