import { Writable } from 'node:stream';
import {
  parseFirstScreenBootstrap,
  parseFirstScreenRows,
  type FirstScreenRenderInput,
  type FirstScreenRenderer,
} from '@casino/shared';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { seedFirstScreen } from '../lib/first-screen.js';
import { beginFirstScreen } from '../lib/render-assumptions.js';
import { createApiClients } from '../lib/trpc.js';
import { createAppI18n, NAMESPACES } from './i18n.js';
import { AppProvider } from './provider.js';
import { appRoutes } from './router.js';

// The first screen drawn on the BFF (docs/decisions/031): the page a guest's navigation opens,
// rendered from the same answers the page carries for the SPA (the first-screen elements' text),
// in the language and for the viewport the browser will hydrate with. The BFF loads this module
// from the web app's server build (dist/server) and puts its markup into #root.

/** Where a relative URL is resolved for the router's request: never fetched. */
const LOCAL_ORIGIN = 'http://first-screen.invalid';

/** Renders to a string once every lazy part has loaded; rejects on an error or the timeout. */
function renderAll(element: React.ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown;
    const stream = renderToPipeableStream(element, {
      // Every boundary inline: the page goes out whole, with no script to reveal a part later
      // (the CSP allows no inline script).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (failed === undefined) stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    setTimeout(() => {
      stream.abort(new Error(`the first screen took more than ${String(timeoutMs)} ms`));
    }, timeoutMs).unref();
  });
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup of #root for the page, or null when the page is not one to draw here (the router
 * redirects, or the answers do not pass their checks).
 */
export const renderFirstScreen: FirstScreenRenderer = (input) => {
  // One at a time: the viewport assumption is this module's, and the renders share two cores
  // with every request the BFF answers.
  const render = queue.then(() => renderOne(input));
  queue = render.catch(() => undefined);
  return render;
};

async function renderOne(input: FirstScreenRenderInput): Promise<string | null> {
  const answers = {
    bootstrap: parseFirstScreenBootstrap(input.bootstrapText),
    rows: parseFirstScreenRows(input.rowsText),
  };
  if (answers.bootstrap === null) return null;
  const clients = createApiClients();
  seedFirstScreen(clients, answers);
  const i18n = await createAppI18n(input.language);
  // Every namespace is at hand here: a screen's strings never hold its markup back.
  await i18n.loadNamespaces(NAMESPACES.map((namespace) => namespace.name));
  const handler = createStaticHandler(appRoutes(i18n, input.language));
  const context = await handler.query(new Request(new URL(input.url, LOCAL_ORIGIN)));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // renderAll's first pass runs now, synchronously: it reads the assumption set here.
  beginFirstScreen(input.viewport);
  return renderAll(
    <StrictMode>
      <AppProvider clients={clients} bootstrapInput={answers.bootstrap.input}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    input.timeoutMs,
  );
}
