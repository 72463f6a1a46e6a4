import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { waitForShell } from '../support/journeys.js';

// Withdrawals: the crypto form's wallet rules, and a bank withdrawal with its details.

test('a crypto withdrawal refuses a lower-case tag and an address with "!"', async ({
  page,
  player,
  signIn,
}) => {
  await signIn(player);
  await page.goto('/account/withdrawal/crypto');
  await waitForShell(page);
  await expect(page.getByRole('heading', { name: 'Withdraw with crypto' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Wallet address' }).fill('TXabc123!');
  await page.getByRole('textbox', { name: 'Wallet tag' }).fill('memo42');
  await page.getByRole('textbox', { name: 'Amount' }).fill('50');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Use only Latin letters and digits')).toBeVisible();
  await expect(page.getByText('Use only capital letters and digits')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Mixed case is an address's own; the tag in capitals passes.
  await page.getByRole('textbox', { name: 'Wallet address' }).fill('TXabc123DEF456ghi789');
  await page.getByRole('textbox', { name: 'Wallet tag' }).fill('MEMO42');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Withdrawal details' })).toContainText(
    'Your withdrawal of 50,00 € was received.',
  );
});

test('a bank withdrawal holds the amount and shows its details', async ({
  page,
  player,
  signIn,
}) => {
  await signIn(player);
  await page.goto('/account/withdrawal');
  await waitForShell(page);
  await page.getByRole('textbox', { name: 'Card holder name' }).fill('Aoife Byrne');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1234567890123456789012');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('1234567890123456789012');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText("Value can't be longer than 20")).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('40');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const details = page.getByRole('region', { name: 'Withdrawal details' });
  await expect(details).toContainText('Pending');
  await expect(page.getByTestId('balance-chip')).toContainText('110,00 €');
  await expectNoSeriousViolations(page);
});
