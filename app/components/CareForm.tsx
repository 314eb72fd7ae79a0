import {useEffect, useRef, useState} from 'react';
import type {FetcherWithComponents} from 'react-router';
import {useT} from '~/hooks/use-t';
import {CARE_FIELDS, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX} from '~/lib/care/care-form';
import {CARE_TOPICS} from '~/lib/care/care-types';
import {HONEYPOT_FIELD, type CareAnswer} from '~/lib/care/care-answer';
import {PHOTO_TYPES} from '~/lib/care/photo';
import {FieldShell} from './FieldShell';
import {FormField} from './FormField';
import {Honeypot} from './Honeypot';
import {PrivacyDisclaimer} from './PrivacyDisclaimer';
import {SubmitButton} from './SubmitButton';

/**
 * The customer-care form (docs/product.md#customer-care). A plain multipart post that works
 * without JavaScript (`Form` is then an ordinary form); with it, a fetcher's form, so the page
 * stays as typed. A refusal comes back with what was typed, a message tied to each field and the
 * focus on the first one (autofocus on a page from the server, a focus call after a fetcher's
 * answer); a chosen photo, which the browser cannot be given back, is asked for again.
 */
export function CareForm({
  Form,
  action,
  answer,
  busy,
  prefill,
}: {
  Form: FetcherWithComponents<unknown>['Form'];
  action: string;
  answer: CareAnswer | undefined;
  busy: boolean;
  prefill: {name: string; email: string};
}) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const [photoLost, setPhotoLost] = useState(Boolean(answer?.photoSent));
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  const firstError = CARE_FIELDS.find((field) => errors[field]);

  useEffect(() => {
    if (!answer) return;
    const photo = form.current?.querySelector<HTMLInputElement>('input[name="photo"]');
    setPhotoLost(Boolean(answer.photoSent) && !photo?.files?.length);
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alert.current)?.focus();
  }, [answer]);

  const message = (key: string | undefined) =>
    key
      ? t(`care.errors.${key}`, {
          min: MESSAGE_MIN,
          max: key === 'nameTooLong' ? NAME_MAX : MESSAGE_MAX,
          order: values.orderNumber ?? '',
          count: answer?.retryAfterMinutes ?? 1,
        })
      : undefined;
  const formMessage = errors.form
    ? message(errors.form)
    : firstError
      ? t('care.errors.summary')
      : undefined;
  const focusFirst = (field: (typeof CARE_FIELDS)[number]) =>
    firstError === field ? {autoFocus: true} : {};

  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      action={action}
      noValidate
      className="account-form care-form"
    >
      {formMessage ? (
        <p ref={alert} role="alert" tabIndex={-1} className="form-errors">
          {formMessage}
          {photoLost && !errors.photo ? ` ${t('care.errors.photoAgain')}` : ''}
        </p>
      ) : null}
      <FieldShell label={t('care.fields.topic')} error={message(errors.topic)}>
        {(control) => (
          <select
            {...control}
            name="topic"
            className="field"
            required
            defaultValue={values.topic ?? ''}
            {...focusFirst('topic')}
          >
            <option value="">{t('care.fields.topicChoose')}</option>
            {CARE_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`care.topics.${topic}`)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FormField
        name="orderNumber"
        label={t('care.fields.orderNumber')}
        hint={t('care.fields.orderNumberHint')}
        errorMessage={message(errors.orderNumber)}
        defaultValue={values.orderNumber}
        autoComplete="off"
        {...focusFirst('orderNumber')}
      />
      <FormField
        name="name"
        label={t('care.fields.name')}
        errorMessage={message(errors.name)}
        defaultValue={values.name ?? prefill.name}
        autoComplete="name"
        required
        {...focusFirst('name')}
      />
      <FormField
        name="email"
        type="email"
        label={t('care.fields.email')}
        errorMessage={message(errors.email)}
        defaultValue={values.email ?? prefill.email}
        autoComplete="email"
        required
        {...focusFirst('email')}
      />
      <FieldShell
        label={t('care.fields.message')}
        hint={t('care.fields.messageHint', {min: MESSAGE_MIN, max: MESSAGE_MAX})}
        error={message(errors.message)}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            className="field care-form__message"
            rows={6}
            required
            maxLength={MESSAGE_MAX}
            defaultValue={values.message}
            {...focusFirst('message')}
          />
        )}
      </FieldShell>
      <FieldShell
        label={t('care.fields.photo')}
        hint={t('care.fields.photoHint')}
        error={message(errors.photo)}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="photo"
            className="care-form__photo"
            accept={PHOTO_TYPES.join(',')}
            {...focusFirst('photo')}
          />
        )}
      </FieldShell>
      <Honeypot name={HONEYPOT_FIELD} label={t('care.fields.leaveEmpty')} />
      <PrivacyDisclaimer
        message="care.privacy"
        linkText="care.privacyLink"
        error={message(errors.isPrivacyDisclaimerChecked)}
        defaultChecked={Boolean(values.isPrivacyDisclaimerChecked)}
      />
      <SubmitButton busy={busy}>{busy ? t('care.sending') : t('care.submit')}</SubmitButton>
    </Form>
  );
}
