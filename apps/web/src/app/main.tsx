import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellErrorFallback } from '../components/ui/error-fallback.js';
import { loadWithRecovery } from '../lib/chunk-recovery.js';
import { initialLanguage } from '../lib/language.js';
import { App } from './app.js';
import { createAppI18n } from './i18n.js';
import '../styles/tokens.css';
import '../styles/global.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');
const root = createRoot(container);

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
        <App i18n={i18n} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('the app could not start', error);
    root.render(<ShellErrorFallback onRerender={() => void start()} />);
  }
}

await start();
