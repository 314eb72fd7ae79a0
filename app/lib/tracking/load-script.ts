/** A provider's script, loaded asynchronously from the document head. */
export function loadScript(url: string, onError?: () => void) {
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  // The CSP admits scripts by nonce; the page's own scripts carry it.
  script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  if (onError) script.onerror = onError;
  document.head.append(script);
}
