import {lazy, Suspense} from 'react';
import {useT} from '~/hooks/use-t';
import {Modal} from './Modal';
import type {BackInStockFormProps} from './BackInStockForm';

// The form is code most visits never need: it loads once a sold-out size is chosen.
const loadForm = () => import('./BackInStockForm');
const BackInStockForm = lazy(loadForm);

/** Starts loading the form before the shopper presses the button. */
export const preloadBackInStockForm = () => void loadForm();

/**
 * "Avvisami quando disponibile" in the shared modal (docs/product.md#back-in-stock): the
 * product and size named, the e-mail, the privacy checkbox, the answer.
 */
export function BackInStockDialog({
  open,
  onClose,
  ...form
}: {open: boolean; onClose: () => void} & BackInStockFormProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('product.notifyMe')}>
      <Suspense fallback={<p role="status">{t('notify.loading')}</p>}>
        <BackInStockForm key={form.variantId} {...form} />
      </Suspense>
    </Modal>
  );
}
