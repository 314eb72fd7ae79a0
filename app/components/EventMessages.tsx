import {useT} from '~/hooks/use-t';
import {useUiState} from '~/hooks/use-ui-state';
import {dismissEventMessage} from '~/lib/ui-state';
import {Icon, type IconName} from './Icon';

const ICONS: Record<string, IconName> = {
  success: 'check',
  info: 'check',
  warning: 'warning',
  error: 'error',
};

/**
 * The event messages (docs/product.md#event-messages), in a live region. While a dialog is open the
 * rest of the page is inert, so the dialog shows them itself (`inDialog`) and the page's region
 * waits.
 */
export function EventMessages({inDialog = false}: {inDialog?: boolean}) {
  const t = useT();
  const messages = useUiState((state) => state.eventMessages);
  const drawerOpen = useUiState((state) => state.isCartDrawerVisible);
  const shown = inDialog === drawerOpen ? messages : [];
  return (
    <div
      className={inDialog ? 'event-messages event-messages--dialog' : 'event-messages'}
      role="status"
    >
      {shown.map((message) => (
        <p key={message.id} className={`event-message event-message--${message.kind}`}>
          <Icon name={ICONS[message.kind] ?? 'check'} size={20} />
          <span className="event-message__text">{message.text}</span>
          <button
            type="button"
            className="icon-button event-message__close"
            aria-label={t('shell.dismissMessage')}
            onClick={() => dismissEventMessage(message.id)}
          >
            <Icon name="close" size={16} />
          </button>
        </p>
      ))}
    </div>
  );
}
