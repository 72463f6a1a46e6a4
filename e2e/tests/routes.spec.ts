import { MODALS, MODAL_NAMES } from '@casino/shared';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { DEMO_PLAYERS } from '../support/qa-client.js';

test.describe('routes', () => {
  for (const path of ['/xx/', '/nope']) {
    test(`${path} shows the 404 page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(
        page.getByText('The requested URL was not found on this server..'),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Go to the main page' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
    });
  }

  test('a guest on /account/profile lands on the main page', async ({ page }) => {
    await page.goto('/account/profile');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
  });

  test('redirect-lobby and the account index go to the main page; /en/ drops its prefix', async ({
    page,
  }) => {
    await page.goto('/redirect-lobby');
    await expect(page).toHaveURL('/');
    await page.goto('/account');
    await expect(page).toHaveURL('/');
    await page.goto('/en/faq?x=1');
    await expect(page).toHaveURL('/faq?x=1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Questions and answers' }),
    ).toBeVisible();
  });

  test('mock-modals exists in mock mode and lists the registry', async ({ page }) => {
    await page.goto('/mock-modals');
    await expect(page.getByRole('heading', { level: 1, name: 'Modals' })).toBeVisible();
    await page.getByRole('button', { name: 'Open LOGIN' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to your account' })).toBeVisible();
  });

  test('mock-modals marks the player-only modals, tells a guest why one stays shut, and signs in as the demo player in place', async ({
    page,
  }) => {
    await page.goto('/mock-modals');
    await waitForShell(page);
    await acceptCookies(page);
    const entry = (name: string) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: `Open ${name}`, exact: true }) });
    const deposit = page.getByRole('button', { name: 'Open DEPOSIT', exact: true });

    // Once the samples are in, every player-only modal of the registry (and each of its variants)
    // carries the marker, and no other does.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    for (const item of await page.getByRole('main').getByRole('listitem').all()) {
      const label = (await item.getByRole('button').textContent()) ?? '';
      // "Open NAME", or a variant's "Open NAME (variant)".
      const name = MODAL_NAMES.find(
        (candidate) => label === `Open ${candidate}` || label.startsWith(`Open ${candidate} (`),
      );
      expect(name, label).toBeDefined();
      await expect(item.getByText('Player only', { exact: true }), label).toHaveCount(
        name !== undefined && MODALS[name].authOnly ? 1 : 0,
      );
    }
    await expect(entry('DEPOSIT')).toContainText('Player only');
    await expect(deposit).toHaveAccessibleDescription('Player only');
    await expect(entry('LOGIN')).not.toContainText('Player only');
    await expect(
      page.getByText(/Modals marked “Player only” open for a signed-in player only/),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    // Pressed by a guest, DEPOSIT does not open, and the page says why.
    await deposit.click();
    await expect(
      page.getByText(
        'DEPOSIT opens for a signed-in player only: sign in as the demo player at the top of this page.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign in as the demo player', exact: true }).click();
    const signedIn = page.getByText(
      `Signed in as ${DEMO_PLAYERS.plain}: the player-only modals open now.`,
    );
    await expect(signedIn).toBeVisible();
    await expect(signedIn).toBeFocused();
    await expect(page).toHaveURL('/mock-modals');
    await expect(
      page.getByRole('button', { name: 'Sign in as the demo player', exact: true }),
    ).toHaveCount(0);

    await deposit.click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
