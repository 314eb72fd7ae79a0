import {Suspense} from 'react';
import {useT} from '~/hooks/use-t';
import {lazyWithTexts, usePrefetch} from './LazyWithTexts';
import {Modal} from './Modal';
import type {BackInStockFormProps} from './BackInStockForm';

// The form and its words are what most visits never need: they load once a sold-out size is
// chosen (docs/decisions/0027).
const BackInStockForm = lazyWithTexts('notify', () =>
  import('./BackInStockForm').then((module) => module.default),
);

/** Starts loading the form before the shopper presses the button, while a sold-out size is chosen. */
export const usePrefetchBackInStockForm = (soldOut: boolean) =>
  usePrefetch(BackInStockForm, soldOut);

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
