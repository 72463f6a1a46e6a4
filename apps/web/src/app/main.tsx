import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellErrorFallback } from '../components/ui/error-fallback.js';
import { loadWithRecovery } from '../lib/chunk-recovery.js';
import { takeFirstScreen } from '../lib/first-screen.js';
import { initialLanguage } from '../lib/language.js';
import { adoptUrlSession, prefetchBootstrap } from '../lib/session.js';
import { createApiClients } from '../lib/trpc.js';
import { takeSessionFromLocation } from '../lib/url-session.js';
import { App } from './app.js';
import { createAppI18n } from './i18n.js';
import { preloadPageOf } from './route-table.js';
import '../styles/tokens.css';
import '../styles/global.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');
const root = createRoot(container);

// What the first screen needs starts at once, side by side: the bootstrap answer, the page's own
// chunk and its first data (once the bootstrap answer allows), and (below) the visitor's strings.
const clients = createApiClients();
// A session handed over in the URL is taken out of it and redeemed before the app shows.
const urlSession = takeSessionFromLocation();
// The answers the BFF wrote into the page go into the cache first: the bootstrap and the page's
// first rows below are then found there, not asked for (decision 028). A session from the URL
// makes another visitor of this one: their answers are asked for.
takeFirstScreen(clients, { seed: urlSession === null });
if (urlSession !== null) await adoptUrlSession(clients, urlSession);
const bootstrap = prefetchBootstrap(clients);
preloadPageOf(window.location.pathname, { prefetch: { clients, bootstrap } });

/**
 * Renders the app once the visitor's language has loaded (the others load on a switch). When its
 * strings cannot be had, a missing chunk reloads the page once; then the error screen shows, in
 * the catalogue's English, its Retry starting the app again.
 */
async function start(): Promise<void> {
  try {
    const i18n = await loadWithRecovery(() => createAppI18n(initialLanguage()));
    root.render(
      <StrictMode>
        <App i18n={i18n} clients={clients} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('the app could not start', error);
    root.render(<ShellErrorFallback onRerender={() => void start()} />);
  }
}

await start();
