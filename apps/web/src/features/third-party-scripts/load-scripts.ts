// The consent-gated loader of the configured third-party scripts (SPEC-NOTES): nothing loads
// before consent, and nothing delays the first render - each script is added async when the
// browser is idle, and only once however often it is asked for.

const requested = new Set<string>();

/** Allowed in the CSP by the BFF from the same THIRD_PARTY_SCRIPTS list: https only. */
function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 1);
}

export function loadThirdPartyScripts(urls: readonly string[], doc: Document = document): void {
  const pending = urls.filter((url) => isHttpsUrl(url) && !requested.has(url));
  if (pending.length === 0) return;
  for (const url of pending) requested.add(url);
  whenIdle(() => {
    for (const url of pending) {
      const script = doc.createElement('script');
      script.src = url;
      script.async = true;
      script.referrerPolicy = 'strict-origin-when-cross-origin';
      doc.head.append(script);
    }
  });
}
