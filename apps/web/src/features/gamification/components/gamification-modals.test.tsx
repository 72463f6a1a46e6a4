import { LANGUAGE_CODES, type LanguageCode } from '@casino/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { GAMIFICATION_DE } from '../locales/de.js';
import { GAMIFICATION_EN, type GamificationStrings } from '../locales/en.js';
import { GAMIFICATION_NAMESPACE } from '../locales/namespace.js';
import { GAMIFICATION_PT } from '../locales/pt.js';
import { GAMIFICATION_RO } from '../locales/ro.js';
import { MODAL_SAMPLES } from '../modal-samples.js';
import { BuyItemModal } from './buy-item-modal.js';
import { DepositFirstModal } from './deposit-first-modal.js';
import { EventModal } from './event-modal.js';
import { NoCoinsModal } from './no-coins-modal.js';

// Each modal the gamification service drives, in all five languages, and what its buttons set
// going: the purchase once per confirmation, DEPOSIT from the first-deposit prompt, the missions.

const STRINGS: Readonly<Record<LanguageCode, GamificationStrings>> = {
  en: GAMIFICATION_EN,
  gb: GAMIFICATION_EN,
  de: GAMIFICATION_DE,
  ro: GAMIFICATION_RO,
  pt: GAMIFICATION_PT,
};

const mocks: {
  language: string;
  player: unknown;
  open: ReturnType<typeof vi.fn>;
  show: ReturnType<typeof vi.fn>;
} = vi.hoisted(() => ({ language: 'en', player: null, open: vi.fn(() => true), show: vi.fn() }));

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({ player: mocks.player, status: 'success' }),
}));
vi.mock('../../../lib/modals.js', () => ({
  useModals: () => ({
    active: undefined,
    queue: [],
    open: mocks.open,
    close: vi.fn(),
    closeAll: vi.fn(),
    isRegistered: () => true,
  }),
}));
vi.mock('../../../lib/language.js', () => ({
  useLanguage: () => ({
    language: mocks.language,
    menu: [],
    changeLanguage: () => undefined,
    href: (path: string) => (mocks.language === 'en' ? path : `/${mocks.language}${path}`),
  }),
}));
vi.mock('../../../lib/toasts.js', () => ({
  useToasts: () => ({ toasts: [], show: mocks.show, dismiss: () => undefined }),
}));

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderModal(ui: ReactElement, language: LanguageCode, answer?: Answer) {
  mocks.language = language;
  const Trpc = trpcWrapper(
    answer ??
      ((path) => {
        throw new Error(`unexpected call ${path}`);
      }),
  );
  return renderWithKit(
    <Trpc>
      {ui}
      <Location />
    </Trpc>,
    { language, namespaces: { [GAMIFICATION_NAMESPACE]: STRINGS } },
  );
}

const SPINS = MODAL_SAMPLES.BUY_FREESPINS_EVENT.sample;
const MONEY = MODAL_SAMPLES.BUY_MONEY_EVENT.sample;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [key, value]) => out.split(`{{${key}}}`).join(String(value)),
    text,
  );

beforeEach(() => {
  vi.clearAllMocks();
  mocks.player = { id: 7 };
});

describe.each(LANGUAGE_CODES)('the gamification modals in %s', (language) => {
  const strings = STRINGS[language];

  it('BUY_FREESPINS_EVENT names the spins, the price and the coins, and buys once on confirm', async () => {
    const calls: unknown[] = [];
    const onClose = vi.fn();
    const { user } = renderModal(
      <BuyItemModal data={SPINS} onClose={onClose} />,
      language,
      (path, input) => {
        calls.push([path, input]);
        return { item: SPINS.item, coins: SPINS.coins - SPINS.item.price };
      },
    );
    const dialog = screen.getByRole('alertdialog', { name: strings.buy.freeSpinsTitle });
    const item = fill(strings.item.freeSpins, { count: 10 });
    expect(dialog.textContent).toContain(fill(strings.buy.text, { item, price: 100, coins: 240 }));
    await user.click(
      within(dialog).getByRole('button', { name: fill(strings.buy.confirm, { price: 100 }) }),
    );
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual([
      'gamification.buy',
      { itemId: 'spins-10', idempotencyKey: expect.any(String) as string },
    ]);
    expect(mocks.show).toHaveBeenCalledWith(
      'success',
      fill(strings.buy.boughtFreeSpins, { count: 10 }),
    );
  });

  it('BUY_MONEY_EVENT names the bonus money in the shared money format', () => {
    renderModal(<BuyItemModal data={MONEY} onClose={vi.fn()} />, language);
    const dialog = screen.getByRole('alertdialog', { name: strings.buy.moneyTitle });
    expect(dialog.textContent).toContain(fill(strings.item.money, { amount: '5,00\u00a0€' }));
    expect(within(dialog).getByRole('button', { name: strings.buy.cancel })).toBeTruthy();
  });

  it('NO_COINS_FOR_FREESPIN_EVENT and NO_COINS_FOR_MONEY_EVENT point to the missions', async () => {
    const onClose = vi.fn();
    const { user } = renderModal(
      <NoCoinsModal data={MODAL_SAMPLES.NO_COINS_FOR_FREESPIN_EVENT.sample} onClose={onClose} />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: strings.noCoins.freeSpinsTitle });
    expect(dialog.textContent).toContain(
      fill(strings.noCoins.text, {
        item: fill(strings.item.freeSpins, { count: 10 }),
        price: 100,
        coins: 40,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: strings.noCoins.missions }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toMatch(/\/gamification\/missions$/);
  });

  it('NO_COINS_FOR_MONEY_EVENT has its own title', () => {
    renderModal(
      <NoCoinsModal data={MODAL_SAMPLES.NO_COINS_FOR_MONEY_EVENT.sample} onClose={vi.fn()} />,
      language,
    );
    expect(screen.getByRole('dialog', { name: strings.noCoins.moneyTitle })).toBeTruthy();
  });

  it('SMARTICO_DEPOSIT_FIRST asks for a first deposit and its button opens DEPOSIT', async () => {
    const onClose = vi.fn();
    const { user } = renderModal(
      <DepositFirstModal data={undefined} onClose={onClose} />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: strings.depositFirst.title });
    expect(within(dialog).getByText(strings.depositFirst.text)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: strings.depositFirst.deposit }));
    expect(onClose).toHaveBeenCalled();
    expect(mocks.open).toHaveBeenCalledWith('DEPOSIT');
  });

  it('EVENT shows the announced title and text, with the missions for a player', () => {
    renderModal(<EventModal data={MODAL_SAMPLES.EVENT.sample} onClose={vi.fn()} />, language);
    const dialog = screen.getByRole('dialog', { name: MODAL_SAMPLES.EVENT.sample.title });
    expect(within(dialog).getByText(MODAL_SAMPLES.EVENT.sample.text)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: strings.event.missions })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: strings.event.close })).toBeTruthy();
  });
});
