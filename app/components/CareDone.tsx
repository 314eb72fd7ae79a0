import {useEffect, useRef} from 'react';
import {useT} from '~/hooks/use-t';

/**
 * The care form's confirmation: the ticket number and where the confirmation e-mail went. It
 * takes the focus when it replaces the form; "another request" loads the empty form.
 */
export function CareDone({
  ticketNumber,
  email,
  formPath,
}: {
  ticketNumber: number;
  email: string;
  formPath: string;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} className="care-done" role="status" tabIndex={-1}>
      <h2>{t('care.doneTitle')}</h2>
      <p>{t('care.done', {number: ticketNumber})}</p>
      <p>{t('care.doneEmail', {email})}</p>
      <p>
        <a href={formPath}>{t('care.another')}</a>
      </p>
    </div>
  );
}
