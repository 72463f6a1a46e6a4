import { expect, test } from '../support/fixtures.js';
import type { QaClient } from '../support/qa-client.js';

// The page's socket opens after its first screen; what the casino sends the player meanwhile
// must still arrive: the socket resumes from where the player's feed stood when the page loaded.

/** The route the BFF's poller reads every player's events from (docs/UPSTREAMS.md). */
const EVENTS_FEED_ROUTE = 'GET /casino/events/all';

async function eventsFeedReads(qa: QaClient): Promise<number> {
  return (await qa.counters()).byRoute[EVENTS_FEED_ROUTE] ?? 0;
}

test.describe('realtime from the page load', () => {
  test('a USER_MESSAGE posted right after the page loads shows as a toast', async ({
    page,
    context,
    player,
    signIn,
    qa,
  }) => {
    await signIn(player);
    // The page's socket reaches the BFF only once the message has been published: the order of
    // a slow first screen, made certain.
    let release: (() => void) | undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.routeWebSocket(/\/ws$/, async (socket) => {
      await released;
      socket.connectToServer();
    });
    // The player's other tab has the BFF poll the events feed, so the message is published
    // at once, before the first tab's socket exists.
    const otherTab = await context.newPage();
    await otherTab.goto('/');
    await expect(otherTab.getByTestId('balance-chip')).toBeVisible();
    await expect.poll(() => eventsFeedReads(qa)).toBeGreaterThanOrEqual(2);

    await page.goto('/');
    await expect(page.getByTestId('balance-chip')).toBeVisible();
    await qa.fireEvent(player, {
      type: 'USER_MESSAGE',
      data: { messageType: 'success', text: 'Your bonus is waiting' },
    });
    // Two more reads of the feed: one that began after the message, which published it.
    const fired = await eventsFeedReads(qa);
    await expect.poll(() => eventsFeedReads(qa)).toBeGreaterThanOrEqual(fired + 2);
    release?.();

    const toast = page.getByRole('status').getByRole('listitem').filter({
      hasText: 'Your bonus is waiting',
    });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('img', { name: 'Success', exact: true })).toBeVisible();
  });
});
