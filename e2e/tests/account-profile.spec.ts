import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { expectNoHorizontalOverflow, keepScreenshot } from '../support/screens.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { DEMO_PLAYERS } from '../support/qa-client.js';

// The profile and its sub pages: every profile field with its rules, the one form FORM_FIELDS
// shares, the password change, and the verification documents with their file rules. Each
// journey has a fresh player; the world is reset afterwards.

/** Bytes that open as a PNG (the BFF reads a file's first bytes, not only its name). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2048, 1),
]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 32)]);

/** Picks files with the card's picker, as a player does. */
async function chooseFiles(
  page: Page,
  card: ReturnType<Page['getByRole']>,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files);
}

/** Types into a combobox as a player does (keys, so its list opens), replacing what was there. */
async function typeInto(page: Page, field: string, typed: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: field });
  await combobox.click();
  await combobox.press('ControlOrMeta+a');
  await combobox.pressSequentially(typed);
}

async function chooseOption(page: Page, field: string, typed: string, option: string) {
  await typeInto(page, field, typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('the profile', () => {
  test('shows every field filled in, holds each rule, and saves', async ({
    page,
    player,
    signIn,
  }) => {
    await signIn(player);
    await page.goto('/account/profile');
    await waitForShell(page);
    const form = page.getByRole('form', { name: 'Personal details' });
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Aoife');
    await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('Ireland');
    await expect(form.getByRole('combobox', { name: 'Code' })).toHaveValue('+353');
    await expect(form.getByRole('textbox', { name: 'Number' })).toHaveValue('851234567');
    await expect(
      page.getByRole('region', { name: 'Sign-in and verification' }).getByText(player.email),
    ).toBeVisible();

    // Outside the allowed characters, a code that is not on the list, a number with its 0.
    await form.getByRole('textbox', { name: 'City' }).fill('Dublin $');
    await form.getByRole('textbox', { name: 'Address' }).fill('14 Grafton Street <b>');
    await typeInto(page, 'Code', '999');
    await expect(page.getByRole('listbox')).toContainText('No such code');
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: 'Number' }).fill('0851234567');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field contains characters that are not allowed')).toHaveCount(
      2,
    );
    await expect(form.getByText('Phone number must not start with 0')).toBeVisible();
    await expectNoSeriousViolations(page);

    await form.getByRole('textbox', { name: 'City' }).fill('Cork');
    await form.getByRole('textbox', { name: 'Address' }).fill('2 Oliver Plunkett Street');
    await chooseOption(page, 'Code', '353', '+353');
    await form.getByRole('textbox', { name: 'Number' }).fill('851234567');
    await form.getByRole('button', { name: 'Year' }).click();
    await page.getByRole('option', { name: '1990', exact: true }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile was saved.')).toBeVisible();

    await page.reload();
    await waitForShell(page);
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Cork');
    await expect(form.getByRole('button', { name: 'Year' })).toContainText('1990');
  });

  test('a bank transfer asks for the missing country in FORM_FIELDS and goes on', async ({
    page,
    player,
    signIn,
    qa,
  }) => {
    await qa.setPlayerState(player, { country: null });
    await signIn(player);
    await page.goto('/deposit');
    await waitForShell(page);
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await dialog.getByRole('button', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Bank transfer' }).click();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('60');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog.getByRole('heading', { name: 'A few details first' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveCount(0);
    await typeInto(page, 'Country', 'Atlantis');
    await expect(page.getByRole('listbox')).toContainText('No such country');
    await chooseOption(page, 'Country', 'Irel', 'Ireland');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Mock payment provider' })).toBeVisible();
    expect((await qa.playerState(player)).country).toBe('IRL');
  });
});

test.describe('security', () => {
  test('refuses a new password equal to the old, then changes it', async ({
    page,
    player,
    signIn,
  }) => {
    await signIn(player);
    await page.goto('/account/profile/security');
    await waitForShell(page);
    await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(player.password);
    await form.getByLabel('New password', { exact: true }).fill(player.password);
    await form.getByLabel('Repeat the new password', { exact: true }).fill(player.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(
      form.getByText('Old password must not be the same as the new password'),
    ).toBeVisible();

    await form.getByLabel('New password', { exact: true }).fill('Fresh#Start9');
    await form.getByLabel('Repeat the new password', { exact: true }).fill('Fresh#Start8');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();
    await expectNoSeriousViolations(page);

    await form.getByLabel('Current password', { exact: true }).fill('Not#The1Password');
    await form.getByLabel('Repeat the new password', { exact: true }).fill('Fresh#Start9');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The current password is wrong')).toBeVisible();

    await form.getByLabel('Current password', { exact: true }).fill(player.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password was changed.')).toBeVisible();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');
  });
});

test.describe('verification', () => {
  test.use({ playerTemplate: DEMO_PLAYERS.unverified });

  test('refuses a 6 MB file and a .gif, takes the four documents and shows them pending', async ({
    page,
    player,
    signIn,
    qa,
  }) => {
    // The demo player reads Portuguese; this journey reads English.
    await qa.setPlayerState(player, { language: 'en' });
    await signIn(player);
    await page.goto('/account/profile/verification');
    await waitForShell(page);
    await expect(page.getByText('Not verified')).toBeVisible();
    await expect(page.getByText('We check your documents within 1 to 24 hours.')).toBeVisible();

    const id = page.getByRole('region', { name: 'ID with photo' });
    await chooseFiles(page, id, [
      { name: 'large.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) },
      { name: 'cat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ]);
    await expect(id.getByText('large.png: Image must be smaller than 5 MB')).toBeVisible();
    await expect(
      id.getByText('cat.gif: The image must be in png, jpeg, pdf, bmp or jpg format'),
    ).toBeVisible();
    await expect(id.getByRole('button', { name: 'Send' })).toHaveCount(0);

    await chooseFiles(page, id, [{ name: 'passport.png', mimeType: 'image/png', buffer: PNG }]);
    await id.getByRole('button', { name: 'Show passport.png' }).click();
    const preview = page.getByRole('dialog', { name: 'passport.png' });
    await expect(
      preview.getByRole('img', { name: 'The file passport.png as chosen' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await preview.getByRole('button', { name: 'Close' }).click();

    for (const [name, file] of [
      ['ID with photo', { name: 'passport.png', mimeType: 'image/png', buffer: PNG }],
      ['Proof of address', { name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF }],
      ['Proof of payment', { name: 'card.png', mimeType: 'image/png', buffer: PNG }],
      ['Another document', { name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF }],
    ] as const) {
      const card = page.getByRole('region', { name });
      if (name !== 'ID with photo') await chooseFiles(page, card, [file]);
      await card.getByRole('button', { name: 'Send' }).click();
      await expect(card.getByText('Being checked')).toBeVisible();
      await expect(card.getByRole('status')).toContainText('We check it within 1 to 24 hours.');
    }
    await page.reload();
    await waitForShell(page);
    await expect(page.getByText('Being checked')).toHaveCount(4);
  });
});

test.describe('screens', () => {
  for (const width of [375, 1440]) {
    test(`the profile, security and verification pages at ${String(width)} px`, async ({
      page,
      player,
      signIn,
    }, testInfo) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signIn(player);
      for (const route of [
        '/account/profile',
        '/account/profile/security',
        '/account/profile/verification',
      ]) {
        await page.goto(route);
        await waitForShell(page);
        await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousViolations(page);
        await keepScreenshot(page, testInfo, `${route.replaceAll('/', '_')}-${String(width)}`, {
          fullPage: true,
        });
      }
    });
  }
});

test.describe('the account and payment modals', () => {
  const MODALS: readonly [button: string, dialog: string][] = [
    ['CHANGE_CURRENCY_MODAL', 'Change the account currency'],
    ['DEPOSIT', 'Deposit'],
    ['DEPOSIT_CRYPTO', 'Deposit with crypto'],
    ['PAYMENT_COMPLETED', 'Payment completed'],
    ['FORM_FIELDS', 'A few details first'],
    ['IMAGE_PREVIEW', 'passport.png'],
  ];

  test('each opens from /mock-modals with its sample and no serious accessibility violation', async ({
    page,
    player,
    signIn,
  }) => {
    await signIn(player);
    await page.goto('/mock-modals');
    await waitForShell(page);
    await acceptCookies(page);
    for (const [name, title] of MODALS) {
      await page.getByRole('button', { name: `Open ${name}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});

// Every account page as it first shows, with its data, has the crawl's axe pass (crawl.spec.ts).
