import {Suspense, type ReactNode} from 'react';

/**
 * Server-rendered content that hydrates after the rest of the page: a Suspense boundary, which
 * React leaves as served when it first hydrates the page and hydrates at idle priority just
 * after, or at once when a shopper interacts inside it (the event then runs as usual). For what a
 * phone does not show in its first screen: the footer, the hidden desktop menu and filters, cards
 * past the first rows (docs/decisions/0031). After hydration it renders its children as they are.
 */
export function HydrateLater({children}: {children: ReactNode}) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
