import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useStore} from '~/hooks/use-store';
import {customerStore} from '~/lib/customer/customer-store';
import {parseBackInStockForm, type BackInStockField} from '~/lib/marketing/back-in-stock-form';
import {FormField} from './FormField';
import {PrivacyNotice} from './PrivacyNotice';
import {StatusMessage} from './StatusMessage';

type FieldMessages = Partial<Record<BackInStockField, string>>;

/** A request the notify page refused (posted without JavaScript), shown again as it was sent. */
export interface RefusedNotice {
  message: string;
  fields: FieldMessages;
  email: string;
  privacy: boolean;
}

export interface BackInStockFormProps {
  title: string;
  /** The sold-out variant's global id. */
  variantId: string;
  size: string;
  /** The provider took the request. */
  onSubscribed: () => void;
  /** Where the form posts without JavaScript: the notify page (routes/back-in-stock.tsx). */
  action?: string;
  refused?: RefusedNotice;
}

/** The route's JSON answer (routes/api.back-in-stock.ts); one that is not JSON is a refusal. */
type Answer = {ok: true} | {ok: false; message?: string; fields?: FieldMessages};

/** The fields' own errors: a refused variant is said for the whole form. */
function withoutVariant(fields: FieldMessages = {}): FieldMessages {
  const {variantId: _, ...rest} = fields;
  return rest;
}

/** Rejects only when nothing came back (offline, connection lost). */
async function send(market: string, form: FormData): Promise<Answer> {
  const response = await fetch(`/api/${market}/back-in-stock`, {
    method: 'POST',
    headers: {accept: 'application/json'},
    // Form-encoded, as the route takes it (a FormData body would go as multipart).
    body: new URLSearchParams(form as unknown as string[][]),
  });
  return ((await response.json().catch(() => null)) as Answer | null) ?? {ok: false};
}

/**
 * The notify-me form, loaded when needed (BackInStockDialog). The same check as the server's runs
 * first; every refusal keeps what was typed. Focus: the e-mail field when the form appears, the
 * first refused field, the confirmation once it replaces the form. Errors are announced (alert)
 * and tied to their fields.
 */
export default function BackInStockForm({
  title,
  variantId,
  size,
  onSubscribed,
  action,
  refused,
}: BackInStockFormProps) {
  const t = useT();
  const {market} = useShell();
  const customerEmail = useStore(customerStore, (state) => state.customerData?.email ?? '');
  const [email, setEmail] = useState(refused?.email ?? customerEmail);
  const [checked, setChecked] = useState(refused?.privacy ?? false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [fields, setFields] = useState<FieldMessages>(() => withoutVariant(refused?.fields));
  const [formError, setFormError] = useState(
    () => (refused && (refused.fields.variantId ?? refused.message)) ?? '',
  );
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  // The customer's info may arrive after the dialog opened; what was typed wins.
  useEffect(() => {
    if (customerEmail) setEmail((typed) => typed || customerEmail);
  }, [customerEmail]);
  useEffect(() => {
    // On its own page the focus stays where the page puts it (its heading comes first).
    if (action) return;
    // A frame later: when the form's code and words were already in, it mounts with the dialog,
    // whose opening (its effect runs after this one) focuses the dialog's first control.
    const frame = requestAnimationFrame(() => {
      form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form appears
  }, []);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fields]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const parsed = parseBackInStockForm(data);
    setFormError('');
    if (!parsed.ok) {
      const keys = Object.entries(parsed.errors) as Array<[BackInStockField, string]>;
      setFields(Object.fromEntries(keys.map(([field, key]) => [field, t(`notify.errors.${key}`)])));
      return;
    }
    setFields({});
    setBusy(true);
    const answer = await send(market.id, data).catch(() => null);
    setBusy(false);
    if (answer?.ok) {
      setDone(true);
      onSubscribed();
      return;
    }
    const fieldErrors = withoutVariant(answer?.fields);
    if (Object.keys(fieldErrors).length) setFields(fieldErrors);
    setFormError(
      answer?.fields?.variantId ??
        answer?.message ??
        t(answer ? 'notify.errors.unavailable' : 'notify.errors.network'),
    );
  }

  if (done) return <StatusMessage message={t('notify.done', {email, size})} focusOn={done} />;

  const consentError = fields.isPrivacyDisclaimerChecked;
  return (
    <form
      ref={form}
      method="post"
      action={action}
      className="account-form back-in-stock"
      noValidate
      aria-describedby={`${id}-intro`}
      onSubmit={submit}
    >
      <p className="back-in-stock__product">{t('notify.product', {title, size})}</p>
      <p id={`${id}-intro`}>{t('notify.intro')}</p>
      <input type="hidden" name="variantId" value={variantId} />
      <FormField
        name="email"
        type="email"
        label={t('notify.email')}
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errorMessage={fields.email}
      />
      <div className="form-field">
        <label className="account-form__check">
          <input
            type="checkbox"
            name="isPrivacyDisclaimerChecked"
            required
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-privacy ${id}-consent` : `${id}-privacy`}
          />
          {t('notify.consent')}
        </label>
        {consentError ? (
          <p id={`${id}-consent`} className="form-field__error">
            {consentError}
          </p>
        ) : null}
      </div>
      <PrivacyNotice
        id={`${id}-privacy`}
        message="notify.privacyNotice"
        newTabLabel={t('notify.newTab')}
      />
      <div role="alert" className={formError ? 'form-errors' : undefined}>
        {formError}
      </div>
      <p role="status" className="back-in-stock__progress">
        {busy ? t('notify.sending') : ''}
      </p>
      {/* Not disabled while sending: a disabled button would drop the keyboard's focus. */}
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {t('notify.submit')}
      </button>
    </form>
  );
}
