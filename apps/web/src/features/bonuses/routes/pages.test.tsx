import {
  MESSAGE_CATALOGUES,
  welcomeOfferKey,
  type Bonus,
  type BonusStatus,
  type LanguageCode,
} from '@casino/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { signedInDoubles, TEST_PLAYER } from '../../../lib/signed-in-test-doubles.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { BONUS_QUERY_OPTIONS } from '../api/bonus-query-options.js';
import { BONUSES_STRINGS } from '../locales/bonuses-strings.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import { BonusesPage, bonusIdOf } from './pages.js';

// The bonus page: a player's shelves (active, queue, offers) with their actions, the active
// bonus's wagering meter and the promo-code field; a guest's sign-up offer of their language and
// the call to sign up.

const state = vi.hoisted(() => ({ signedIn: true }));
const modals = vi.hoisted(() => ({ open: vi.fn(() => true) }));
const toasts = vi.hoisted(() => ({ show: vi.fn() }));

vi.mock('../../../lib/session.js', async () => {
  const { TEST_PLAYER: player } = await import('../../../lib/signed-in-test-doubles.js');
  return {
    useSession: () => ({
      player: state.signedIn ? player : null,
      bootstrap: {
        settings: { catchGameId: 100, catchGameWindow: { start: '2024-12-16', end: '2025-01-10' } },
      },
      // Outside the catch game's window: no Christmas promo banner.
      now: () => new Date('2026-03-01T12:00:00Z'),
      status: 'success',
      setPlayer: () => undefined,
    }),
  };
});
vi.mock('../../../lib/modals.js', () => ({
  useModals: () => ({
    active: undefined,
    queue: [],
    open: modals.open,
    close: () => undefined,
    closeAll: () => undefined,
    isRegistered: () => true,
  }),
}));
vi.mock(
  '../../../lib/language.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).languageDouble,
);
vi.mock('../../../lib/toasts.js', () => ({
  useToasts: () => ({ toasts: [], show: toasts.show, dismiss: () => undefined }),
}));

const strings = BONUSES_STRINGS.en;
const messages = MESSAGE_CATALOGUES.en;

function bonus(id: number, status: BonusStatus, name: string): Bonus {
  return {
    id,
    name,
    imageBackground: `https://cdn.example.test/bonuses/${String(id)}.svg`,
    shortDescription: `${name}: 100% up to 100 EUR`,
    maxBet: null,
    minBet: 0.5,
    wagering: status === 'activated' ? 35 : 0,
    activationDate: status === 'activated' ? '2026-03-01T10:00:00.000Z' : null,
    type: status === 'queue' ? 'birthday' : 'promo_code',
    status,
    currency: TEST_PLAYER.currency,
    wager: status === 'activated' ? { required: 350, wagered: 12, left: 338 } : null,
  };
}

function renderPage(answer: Answer, language: LanguageCode = 'en') {
  const Trpc = trpcWrapper(answer);
  return renderWithKit(
    <Trpc>
      <BonusesPage />
    </Trpc>,
    { language, namespaces: { [BONUSES_NAMESPACE]: BONUSES_STRINGS } },
  );
}

function shelf(name: string) {
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  vi.clearAllMocks();
  state.signedIn = true;
  signedInDoubles.language = 'en';
});

describe('the bonus page of a player', () => {
  it('puts the active bonus, the queue and the offers on their shelves', async () => {
    renderPage((path) => {
      if (path === 'bonuses.list') {
        return {
          items: [
            bonus(1, 'pending', 'Spring offer'),
            bonus(2, 'activated', 'Welcome bonus'),
            bonus(3, 'queue', 'Birthday gift'),
            bonus(4, 'complete', 'Old bonus'),
          ],
          emptyMessageKey: null,
        };
      }
      throw new Error(`unexpected call ${path}`);
    });
    const active = await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(shelf(strings.page.active).contains(active)).toBe(true);
    expect(within(active).getByText(strings.statuses.activated)).toBeTruthy();
    expect(within(active).getByText('x35')).toBeTruthy();
    expect(within(active).getByRole('button', { name: strings.actions.cancel })).toBeTruthy();
    expect(within(active).getByText(strings.card.noLimit)).toBeTruthy();
    // The bonus being wagered shows its live meter; no other card has one.
    const meter = within(active).getByRole('meter', { name: strings.wagering.label });
    expect(meter.getAttribute('aria-valuetext')).toBe('12,00\u00a0€ of 350,00\u00a0€');
    expect(
      within(active).getByText('338,00\u00a0€ left to wager', { normalizer: (t) => t }),
    ).toBeTruthy();
    expect(screen.getAllByRole('meter')).toHaveLength(1);

    const queued = within(shelf(strings.page.queue)).getByRole('article', {
      name: 'Birthday gift',
    });
    expect(within(queued).getByText(strings.types.birthday)).toBeTruthy();
    expect(within(queued).queryByRole('button', { name: strings.actions.add_to_queue })).toBeNull();

    const offer = within(shelf(strings.page.offers)).getByRole('article', { name: 'Spring offer' });
    expect(within(offer).getByText(strings.types.promo_code)).toBeTruthy();
    expect(within(offer).getByText(strings.card.noWagering)).toBeTruthy();
    expect(within(offer).getByRole('button', { name: strings.actions.add_to_queue })).toBeTruthy();
    expect(within(offer).getByRole('link', { name: 'Spring offer' }).getAttribute('href')).toBe(
      '/bonuses/1',
    );
    // Settled bonuses belong to the history, not to this page.
    expect(screen.queryByText('Old bonus')).toBeNull();
  });

  it('says what each empty shelf lacks, in the catalogue’s words', async () => {
    renderPage((path) => {
      if (path === 'bonuses.list') return { items: [], emptyMessageKey: 'errors.bonusNotFound' };
      throw new Error(`unexpected call ${path}`);
    });
    expect(await screen.findByText(messages.errors.bonusNotFound)).toBeTruthy();
    expect(
      within(shelf(strings.page.queue)).getByText(messages.errors.noBonusesInQueue),
    ).toBeTruthy();
    expect(within(shelf(strings.page.active)).getByText(strings.page.noActive)).toBeTruthy();
  });

  it('accepting an offer while a bonus is active asks first that the wagering burns', async () => {
    const calls: string[] = [];
    const { user } = renderPage((path) => {
      calls.push(path);
      if (path === 'bonuses.list') {
        return {
          items: [bonus(1, 'pending', 'Spring offer'), bonus(2, 'activated', 'Welcome bonus')],
          emptyMessageKey: null,
        };
      }
      throw new Error(`unexpected call ${path}`);
    });
    const offer = await screen.findByRole('article', { name: 'Spring offer' });
    await user.click(within(offer).getByRole('button', { name: strings.actions.accept }));
    expect(modals.open).toHaveBeenCalledWith('ATTENTION_BONUS_MODAL', {
      kind: 'accept',
      bonus: { id: 1, name: 'Spring offer' },
      active: { id: 2, name: 'Welcome bonus' },
    });
    expect(calls).toEqual(['bonuses.list']);
  });

  it('declines an offer once, with a key, and reads the bonuses again', async () => {
    const calls: [string, unknown][] = [];
    let declined = false;
    const { user } = renderPage((path, input) => {
      calls.push([path, input]);
      if (path === 'bonuses.list') {
        return {
          items: declined ? [] : [bonus(1, 'pending', 'Spring offer')],
          emptyMessageKey: declined ? 'errors.bonusNotFound' : null,
        };
      }
      if (path === 'bonuses.decline') {
        declined = true;
        return bonus(1, 'rejected', 'Spring offer');
      }
      throw new Error(`unexpected call ${path}`);
    });
    const offer = await screen.findByRole('article', { name: 'Spring offer' });
    await user.click(within(offer).getByRole('button', { name: strings.actions.decline }));
    expect(await screen.findByText(messages.errors.bonusNotFound)).toBeTruthy();
    const declines = calls.filter(([path]) => path === 'bonuses.decline');
    expect(declines).toHaveLength(1);
    const input = declines[0]?.[1] as { bonusId: number; idempotencyKey: string };
    expect(input.bonusId).toBe(1);
    expect(input.idempotencyKey.length).toBeGreaterThanOrEqual(32);
    expect(calls.filter(([path]) => path === 'bonuses.list')).toHaveLength(2);
    expect(toasts.show).toHaveBeenCalledWith('success', 'Spring offer was declined.');
  });

  it('shows "Promo code is invalid" under the field when the casino refuses the code', async () => {
    const { user } = renderPage((path) => {
      if (path === 'bonuses.list') return { items: [], emptyMessageKey: 'errors.bonusNotFound' };
      if (path === 'bonuses.checkPromoCode') {
        throw new TRPCClientError('refused', {
          result: {
            error: {
              code: -32_022,
              message: 'refused',
              data: { code: 'UNPROCESSABLE_CONTENT', messageKey: 'errors.promoCodeInvalid' },
            },
          },
        });
      }
      throw new Error(`unexpected call ${path}`);
    });
    const field = await screen.findByRole('textbox', { name: strings.promo.label });
    await user.type(field, 'NOPE123');
    await user.click(screen.getByRole('button', { name: strings.promo.submit }));
    await waitFor(() => {
      expect(field.getAttribute('aria-invalid')).toBe('true');
    });
    expect(screen.getByText(messages.errors.promoCodeInvalid)).toBeTruthy();
  });

  it('keeps bonus data a minute, never retried nor read again on focus', () => {
    expect(BONUS_QUERY_OPTIONS).toEqual({
      staleTime: 60_000,
      gcTime: 60_000,
      retry: false,
      refetchOnWindowFocus: false,
    });
  });
});

describe('the bonus page of a guest', () => {
  const offerOf = (language: LanguageCode) => {
    const welcome = welcomeOfferKey(language);
    return {
      id: welcome.id,
      language,
      percent: welcome.percent,
      upTo: welcome.upTo,
      freeSpins: welcome.freeSpins,
      bonusId: 3,
      imageBackground: 'https://cdn.example.test/bonuses/3.svg',
      maxBet: 5,
      minBet: 0.5,
      wagering: 35,
    };
  };

  it.each([
    ['en', '200% up to 1.000\u00a0€ + 300 free spins'],
    ['de', '200 % bis zu 1.000\u00a0€ + 300 Freispiele'],
    ['ro', '350% până la 57.500\u00a0RON'],
  ] as const)(
    'shows the sign-up offer of %s beside the call to sign up',
    async (language, figures) => {
      state.signedIn = false;
      signedInDoubles.language = language;
      const asked: unknown[] = [];
      const { user } = renderPage((path, input) => {
        if (path === 'bonuses.signUpOffer') {
          asked.push(input);
          return { ...offerOf(language), stale: false };
        }
        throw new Error(`unexpected call ${path}`);
      }, language);
      const localStrings = BONUSES_STRINGS[language];
      const offer = await screen.findByRole('article', { name: localStrings.signUpOffer.title });
      expect(within(offer).getByText(figures, { normalizer: (text) => text })).toBeTruthy();
      expect(
        within(offer).getByText(localStrings.card.wageringMultiple.replace('{{multiple}}', '35')),
      ).toBeTruthy();
      expect(asked).toEqual([{ language }]);
      expect(screen.getByRole('heading', { name: localStrings.guest.title })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: localStrings.guest.signUp }));
      expect(modals.open).toHaveBeenCalledWith('SIGNUP');
    },
  );

  it('keeps the call to sign up when the offer cannot be read', async () => {
    state.signedIn = false;
    renderPage(() => {
      throw new Error('the casino is away');
    });
    expect(screen.getByRole('button', { name: strings.guest.signUp })).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByTestId('sign-up-offer')).toBeNull();
    });
  });
});

describe('bonusIdOf', () => {
  it('reads a positive whole id and nothing else', () => {
    expect(bonusIdOf('42')).toBe(42);
    for (const param of [undefined, '', '0', '-3', '1.5', 'abc', '4e2x']) {
      expect(bonusIdOf(param), String(param)).toBeUndefined();
    }
  });
});
