import { MESSAGE_CATALOGUES, type Bonus } from '@casino/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { ACCOUNT_NAMESPACE, ACCOUNT_STRINGS } from '../../account/public.js';
import { BONUSES_STRINGS } from '../locales/bonuses-strings.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import { AccountBonusesPage } from './account-bonuses-page.js';

// The account's bonuses tab: the active bonus and the queue, inside the account's layout, with
// the catalogue's words for what is missing.

vi.mock(
  '../../../lib/session.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).sessionDouble,
);
vi.mock(
  '../../../lib/modals.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).modalsDouble,
);
vi.mock(
  '../../../lib/language.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).languageDouble,
);
vi.mock(
  '../../../lib/toasts.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).toastsDouble,
);

const strings = BONUSES_STRINGS.en;
const messages = MESSAGE_CATALOGUES.en;

const QUEUED: Bonus = {
  id: 12,
  name: 'Birthday gift',
  imageBackground: '',
  shortDescription: '20 free spins',
  maxBet: null,
  minBet: null,
  wagering: 20,
  activationDate: null,
  type: 'birthday',
  status: 'queue',
  currency: 'EUR',
};

function renderTab(answer: Answer) {
  const Trpc = trpcWrapper(answer);
  return renderWithKit(
    <Trpc>
      <AccountBonusesPage />
    </Trpc>,
    {
      namespaces: { [BONUSES_NAMESPACE]: BONUSES_STRINGS, [ACCOUNT_NAMESPACE]: ACCOUNT_STRINGS },
    },
  );
}

describe('the account’s bonuses tab', () => {
  it('says "Bonus not found" and "No bonuses found in the queue" when both are empty', async () => {
    renderTab((path) => {
      if (path === 'bonuses.list') return { items: [], emptyMessageKey: 'errors.bonusNotFound' };
      if (path === 'bonuses.queue')
        return { items: [], emptyMessageKey: 'errors.noBonusesInQueue' };
      throw new Error(`unexpected call ${path}`);
    });
    expect(screen.getByRole('heading', { level: 1, name: strings.account.title })).toBeTruthy();
    expect(await screen.findByText(messages.errors.bonusNotFound)).toBeTruthy();
    expect(await screen.findByText(messages.errors.noBonusesInQueue)).toBeTruthy();
    // Inside the account's layout, whose first tab leads here.
    const tab = screen.getByRole('link', { name: ACCOUNT_STRINGS.en.layout.tabs.bonuses });
    expect(tab.getAttribute('href')).toBe('/account/bonuses');
  });

  it('shows the queued bonuses with what can be done with them', async () => {
    renderTab((path) => {
      if (path === 'bonuses.list') return { items: [QUEUED], emptyMessageKey: null };
      if (path === 'bonuses.queue') return { items: [QUEUED], emptyMessageKey: null };
      throw new Error(`unexpected call ${path}`);
    });
    const queue = await screen.findByRole('region', { name: strings.account.queue });
    const card = await within(queue).findByRole('article', { name: QUEUED.name });
    expect(within(card).getByText(strings.statuses.queue)).toBeTruthy();
    expect(within(card).getByRole('button', { name: strings.actions.accept })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: strings.account.active })).getByText(
        messages.errors.bonusNotFound,
      ),
    ).toBeTruthy();
  });

  it('shows the active bonus with its live wagering meter', async () => {
    const active: Bonus = {
      ...QUEUED,
      id: 13,
      name: 'Weekend reload',
      status: 'activated',
      activationDate: '2026-03-01T10:00:00.000Z',
      wager: { required: 400, wagered: 100, left: 300 },
    };
    renderTab((path) => {
      if (path === 'bonuses.list') return { items: [active, QUEUED], emptyMessageKey: null };
      if (path === 'bonuses.queue') return { items: [QUEUED], emptyMessageKey: null };
      throw new Error(`unexpected call ${path}`);
    });
    const region = await screen.findByRole('region', { name: strings.account.active });
    const card = await within(region).findByRole('article', { name: active.name });
    const meter = within(card).getByRole('meter', { name: strings.wagering.label });
    expect(meter.getAttribute('aria-valuenow')).toBe('0.25');
    expect(meter.getAttribute('aria-valuetext')).toBe('100,00\u00a0€ of 400,00\u00a0€');
    expect(
      within(card).getByText('300,00\u00a0€ left to wager', { normalizer: (text) => text }),
    ).toBeTruthy();
  });
});
