import {useEffect, useId, useRef, useState} from 'react';
import {useLocation} from 'react-router';
import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import type {MenuLink} from '~/lib/commerce/menu';
import {Icon} from './Icon';

/** A pointer resting this long on a category opens it; one crossing the bar opens nothing. */
const HOVER_OPEN_MS = 150;
/** Leaving waits this long, so the pointer can cross the gap between the bar and the panel. */
const HOVER_CLOSE_MS = 250;

/**
 * The desktop header's categories (docs/product.md#desktop-navigation) (CSS shows it from 1024 px; smaller screens use the sidebar
 * menu). A disclosure navigation, not a hover-only menu: each category stays a link, and the
 * button beside it opens the panel of its sub-categories by keyboard, touch or screen reader;
 * a resting pointer opens it too. Escape closes it and puts focus back on its button; focus
 * leaving the category, or a followed link, closes it.
 */
export function MegaMenu({menu}: {menu: MenuLink[]}) {
  const t = useT();
  const {pathname} = useLocation();
  const idPrefix = useId();
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const items = useRef(new Map<number, HTMLLIElement>());

  const show = (id: number | null, delay = 0) => {
    clearTimeout(timer.current);
    if (delay) timer.current = setTimeout(() => setOpenId(id), delay);
    else setOpenId(id);
  };
  /** The pointer does not hide a panel that has focus: focus would drop to the page. */
  const hover = (id: number | null, delay: number) => {
    const panel =
      openId !== null ? items.current.get(openId)?.querySelector('.mega-menu__panel') : null;
    if (!panel?.contains(document.activeElement)) show(id, delay);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  // A followed link closes the panel. Not on mounting: a press can hydrate the menu (decision
  // 0031), and its mount would close the panel that press opened.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    show(null);
  }, [pathname]);

  useEffect(() => {
    if (openId === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const item = items.current.get(openId);
      show(null);
      // Focus goes back to the button only when it was inside: a pointer-opened panel leaves
      // focus wherever the shopper is typing.
      if (item?.contains(document.activeElement)) item.querySelector('button')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openId]);

  return (
    <nav className="site-header__nav mega-menu" aria-label={t('shell.mainNavigation')}>
      <ul className="mega-menu__bar">
        {menu.map((item, index) => {
          const open = openId === index;
          const panelId = `${idPrefix}-${index}`;
          const subItems = item.items ?? [];
          const hasPanel = subItems.length > 0;
          return (
            // Hover is a pointer's shortcut; the button is the way for keyboards and touch.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={index}
              className="mega-menu__item"
              ref={(element) => {
                if (element) items.current.set(index, element);
                else items.current.delete(index);
              }}
              onMouseEnter={
                hasPanel ? () => hover(index, openId === null ? HOVER_OPEN_MS : 0) : undefined
              }
              onMouseLeave={hasPanel ? () => hover(null, HOVER_CLOSE_MS) : undefined}
              onBlur={(event) => {
                if (open && !event.currentTarget.contains(event.relatedTarget)) show(null);
              }}
            >
              <Link
                to={item.to}
                prefetch="intent"
                className="mega-menu__link"
                aria-current={isCurrentSection(pathname, item.to) ? 'page' : undefined}
              >
                {item.title}
              </Link>
              {hasPanel ? (
                <>
                  <button
                    type="button"
                    className="mega-menu__toggle"
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={t('shell.subCategories', {title: item.title})}
                    onClick={() => show(open ? null : index)}
                  >
                    <Icon name="arrow-right" size={16} />
                  </button>
                  <div id={panelId} className="mega-menu__panel" hidden={!open}>
                    <ul className="mega-menu__links">
                      <li>
                        <Link className="mega-menu__all" to={item.to}>
                          {t('shell.viewAll', {title: item.title})}
                        </Link>
                      </li>
                      {subItems.map((sub, subIndex) => (
                        <li key={subIndex}>
                          <Link to={sub.to}>{sub.title}</Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A top-level entry is current on its own page and below it (one location read per header). */
function isCurrentSection(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}-`) || pathname.startsWith(`${to}/`);
}
