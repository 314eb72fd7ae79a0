import {useEffect, useRef, useState} from 'react';
import {useLocation} from 'react-router';
import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useUiState} from '~/hooks/use-ui-state';
import {setUiState} from '~/lib/ui-state';
import type {MenuLink} from '~/lib/commerce/menu';
import {Modal} from './Modal';
import {Icon} from './Icon';
import {MarketSwitcher} from './MarketSwitcher';

/**
 * The sidebar menu and its sub-menus (docs/product.md#sidebar-menu): a side sheet whose top-level
 * entries with children open a sub-menu panel. Only this component reads the open sub-menu (its
 * place in the menu), so it is local state, not a field of the shared store.
 */
export function SidebarMenu({menu}: {menu: MenuLink[]}) {
  const t = useT();
  const location = useLocation();
  const isSidebarMenuVisible = useUiState((state) => state.isSidebarMenuVisible);
  const [subMenuId, setSubMenuId] = useState<number | null>(null);
  const subMenu = subMenuId === null ? null : (menu[subMenuId] ?? null);
  // Focus follows the panel: into the sub-menu, and back to the entry that opened it.
  const backButton = useRef<HTMLButtonElement>(null);
  const lastOpened = useRef<number | null>(null);
  const entryButtons = useRef(new Map<number, HTMLButtonElement>());
  useEffect(() => {
    if (subMenuId !== null) backButton.current?.focus();
    else if (lastOpened.current !== null) entryButtons.current.get(lastOpened.current)?.focus();
  }, [subMenuId]);

  const openSubMenu = (id: number | null) => {
    if (id !== null) lastOpened.current = id;
    setSubMenuId(id);
  };
  const close = () => {
    lastOpened.current = null;
    openSubMenu(null);
    setUiState({isSidebarMenuVisible: false});
  };

  // A followed link closes the menu.
  useEffect(() => {
    setSubMenuId(null);
    setUiState({isSidebarMenuVisible: false});
  }, [location.pathname]);

  return (
    <Modal
      open={isSidebarMenuVisible}
      onClose={close}
      title={subMenu ? subMenu.title : t('shell.menu')}
      sheet="start"
      closeLabel="icon"
      className="sidebar-menu"
    >
      {subMenu ? (
        <div className="sidebar-menu__panel" key={subMenuId}>
          <button
            type="button"
            className="sidebar-menu__back"
            onClick={() => openSubMenu(null)}
            ref={backButton}
          >
            <Icon name="arrow-left" size={20} />
            {t('shell.back')}
          </button>
          <ul className="sidebar-menu__list">
            <li>
              <Link className="sidebar-menu__link sidebar-menu__link--all" to={subMenu.to}>
                {t('shell.viewAll', {title: subMenu.title})}
              </Link>
            </li>
            {(subMenu.items ?? []).map((item, index) => (
              <li key={index}>
                <Link className="sidebar-menu__link" to={item.to}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="sidebar-menu__panel">
          <nav aria-label={t('shell.mainNavigation')}>
            <ul className="sidebar-menu__list">
              {menu.map((item, index) => (
                <li key={index}>
                  {item.items?.length ? (
                    <button
                      type="button"
                      className="sidebar-menu__link"
                      aria-expanded={false}
                      aria-label={t('shell.openSubMenu', {title: item.title})}
                      onClick={() => openSubMenu(index)}
                      ref={(element) => {
                        if (element) entryButtons.current.set(index, element);
                        else entryButtons.current.delete(index);
                      }}
                    >
                      {item.title}
                      <Icon name="arrow-right" size={20} />
                    </button>
                  ) : (
                    <Link className="sidebar-menu__link" to={item.to}>
                      {item.title}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <MarketSwitcher />
        </div>
      )}
    </Modal>
  );
}
