import {useEffect, useState} from 'react';

/**
 * False on the server and in the first client render, true once React has hydrated: a control
 * that needs JavaScript can render its no-JavaScript form first without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
