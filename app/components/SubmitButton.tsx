import type {ReactNode} from 'react';

/** A form's main button, disabled while the form is being sent so it goes once. */
export function SubmitButton({busy, children}: {busy?: boolean; children: ReactNode}) {
  return (
    <button type="submit" className="button button--primary" disabled={busy}>
      {children}
    </button>
  );
}
