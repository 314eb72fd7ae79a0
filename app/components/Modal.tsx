import {useEffect, useId, useRef, type ReactNode} from 'react';
import {useT} from '~/hooks/use-t';
import {Icon} from './Icon';

type ModalPosition = {
  mobile?: 'center' | 'bottom';
  desktop?: 'top' | 'center' | 'bottom' | 'none';
};

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /**
   * Centre or bottom sheet on mobile; top, centre, bottom or none on desktop
   * (docs/product.md#shared-modal).
   */
  position?: ModalPosition;
  /** A side sheet (menu, cart drawer) instead of a centred dialog. */
  sheet?: 'start' | 'end';
  size?: 'md' | 'lg';
  /** The close control shows an icon or the text "Chiudi". */
  closeLabel?: 'icon' | 'text';
  className?: string;
}

let openModals = 0;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab cycle inside the dialog. A modal `<dialog>` keeps the page inert, but its
 * last Tab moves on to the browser's own controls; a shopper on a keyboard should stay here.
 */
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Page scroll is locked while any modal is open. */
function lockScroll() {
  openModals += 1;
  document.documentElement.classList.add('scroll-locked');
  return () => {
    openModals -= 1;
    if (openModals === 0) document.documentElement.classList.remove('scroll-locked');
  };
}

/**
 * The one dialog of the shop (docs/product.md#shared-modal): native `<dialog>` opened with
 * showModal(), so focus is trapped by the browser and returned on close; Escape and a click outside
 * close it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  position = {mobile: 'bottom', desktop: 'center'},
  sheet,
  size = 'md',
  closeLabel = 'text',
  className,
}: ModalProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    if (!element.open) element.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (element.open) element.close();
    };
  }, [open]);

  const classes = [
    'modal',
    sheet
      ? `modal--sheet modal--sheet-${sheet}`
      : `modal--m-${position.mobile ?? 'bottom'} modal--d-${position.desktop ?? 'center'}`,
    `modal--${size}`,
    className,
  ].filter(Boolean);

  return (
    // The backdrop click is a mouse convenience; Escape and the close button cover keyboards.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={classes.join(' ')}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="modal__panel">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button
              type="button"
              className={closeLabel === 'icon' ? 'icon-button' : 'button button--text'}
              onClick={onClose}
              aria-label={closeLabel === 'icon' ? t('shell.close') : undefined}
            >
              {closeLabel === 'icon' ? <Icon name="close" /> : t('shell.close')}
            </button>
          </header>
          {/* A scrolling body must be reachable by keyboard (axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="modal__body" tabIndex={0}>
            {children}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
