import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ShellErrorFallback } from '../components/ui/error-fallback.js';
import { loadWithRecovery } from '../lib/chunk-recovery.js';
import {
  firstScreenHydration,
  readFirstScreen,
  seedFirstScreen,
  type FirstScreenHydration,
} from '../lib/first-screen.js';
import { initialLanguage } from '../lib/language.js';
import { beginFirstScreen } from '../lib/render-assumptions.js';
import { adoptUrlSession, firstBootstrapInput, prefetchBootstrap } from '../lib/session.js';
import { createApiClients } from '../lib/trpc.js';
import { takeSessionFromLocation } from '../lib/url-session.js';
import { App } from './app.js';
import { createAppI18n } from './i18n.js';
import { loadMatchedRoutes, preloadPageOf } from './route-table.js';
import { appRoutes } from './router.js';
import '../styles/tokens.css';
import '../styles/global.css';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (element === null) throw new Error('index.html has no #root');
  return element;
}
const container = rootElement();

// What the first screen needs starts at once, side by side: the bootstrap answer, the page's own
// chunk and its first data (once the bootstrap answer allows), and (below) the visitor's strings.
const clients = createApiClients();
// A session handed over in the URL is taken out of it and redeemed before the app shows.
const urlSession = takeSessionFromLocation();
// The answers the BFF wrote into the page go into the cache first: the bootstrap and the page's
// first rows below are then found there, not asked for (decision 028). A session from the URL
// makes another visitor of this one: their answers are asked for.
const answers = readFirstScreen();
const seeded = urlSession === null ? seedFirstScreen(clients, answers) : [];
// A first screen the BFF drew is taken over as it is when this browser would draw the same
// (decision 031); otherwise the first render replaces it.
const hydration: FirstScreenHydration | null =
  urlSession === null
    ? firstScreenHydration(container, answers, seeded, firstBootstrapInput(), window.innerWidth)
    : null;
if (urlSession !== null) await adoptUrlSession(clients, urlSession);
const bootstrap = prefetchBootstrap(clients);
preloadPageOf(window.location.pathname, { prefetch: { clients, bootstrap } });

let root: Root | undefined;

/**
 * Renders the app once the visitor's language has loaded (the others load on a switch). When its
 * strings cannot be had, a missing chunk reloads the page once; then the error screen shows, in
 * the catalogue's English, its Retry starting the app again.
 */
async function start(hydrate: FirstScreenHydration | null): Promise<void> {
  try {
    const language = hydrate?.language ?? initialLanguage();
    const i18n = await loadWithRecovery(() => createAppI18n(language));
    const routes = appRoutes(i18n, language);
    const app = (
      <StrictMode>
        <App
          routes={routes}
          clients={clients}
          // The server's markup is the app's now: the mark of a page waiting to be taken over goes.
          onStarted={() => {
            container.removeAttribute('data-first-screen');
          }}
        />
      </StrictMode>
    );
    if (hydrate === null || root !== undefined) {
      root ??= createRoot(container);
      root.render(app);
      return;
    }
    await loadWithRecovery(() => loadMatchedRoutes(routes, window.location.pathname));
    beginFirstScreen(hydrate.viewport);
    // As a transition the hydration yields to the browser between components instead of holding
    // the main thread for the whole page.
    startTransition(() => {
      root = hydrateRoot(container, app, {
        onRecoverableError: (error) => {
          console.warn('the first screen was drawn again in the browser', error);
        },
      });
    });
  } catch (error) {
    console.error('the app could not start', error);
    container.removeAttribute('data-first-screen');
    root ??= createRoot(container);
    root.render(<ShellErrorFallback onRerender={() => void start(null)} />);
  }
}

// Not awaited: a page chunk that imports from this module's chunk waits for its evaluation to end,
// and start() waits for the page chunk before hydrating.
void start(hydration);
