import type {ReactNode} from 'react';

/** The frame of the login, registration and password pages: a heading, a line, the form. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="page account-card">
      <h1>{title}</h1>
      {intro ? <p className="account-card__intro">{intro}</p> : null}
      {children}
    </div>
  );
}
