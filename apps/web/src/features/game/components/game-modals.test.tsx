import {
  LANGUAGE_CODES,
  MESSAGE_CATALOGUES,
  type LanguageCode,
  type ModalName,
  type User,
} from '@casino/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import type { ModalData } from '../../../lib/features.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { ACCOUNT_NAMESPACE, ACCOUNT_STRINGS } from '../../account/public.js';
import { GAME_STRINGS } from '../locales/game-strings.js';
import { GAME_NAMESPACE } from '../locales/namespace.js';
import { GameNotAvailableModal } from './game-not-available-modal.js';
import { GameNotificationModal } from './game-notification-modal.js';
import { InsufficientBalanceModal } from './insufficient-balance-modal.js';
import { ProfileRequirementsModal } from './profile-requirements-modal.js';
import { SwitchToGameModal } from './switch-to-game-modal.js';

// Each modal of the game feature in all five languages, and what its buttons set going.

const mocks: {
  language: string;
  player: unknown;
  open: ReturnType<typeof vi.fn>;
  closeAll: ReturnType<typeof vi.fn>;
  isRegistered: ReturnType<typeof vi.fn<(name: string) => boolean>>;
  show: ReturnType<typeof vi.fn>;
  setPlayer: ReturnType<typeof vi.fn>;
} = vi.hoisted(() => ({
  language: 'en',
  player: null,
  open: vi.fn(() => true),
  closeAll: vi.fn(),
  isRegistered: vi.fn<(name: string) => boolean>(() => false),
  show: vi.fn(),
  setPlayer: vi.fn(),
}));

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({
    player: mocks.player,
    bootstrap: { country: { alpha3: 'IRL' } },
    status: 'success',
    setPlayer: mocks.setPlayer,
    now: () => new Date('2026-03-10T12:00:00Z'),
  }),
}));
vi.mock('../../../lib/modals.js', () => ({
  useModals: () => ({
    active: undefined,
    queue: [],
    open: mocks.open,
    close: vi.fn(),
    closeAll: mocks.closeAll,
    isRegistered: mocks.isRegistered,
  }),
}));
vi.mock('../../../lib/language.js', () => ({
  useLanguage: () => ({
    language: mocks.language,
    menu: [],
    changeLanguage: () => undefined,
    href: (path: string) =>
      mocks.language === 'en' ? path : `/${mocks.language}${path === '/' ? '' : path}`,
  }),
}));
vi.mock('../../../lib/toasts.js', () => ({
  useToasts: () => ({ toasts: [], show: mocks.show, dismiss: () => undefined }),
}));

const GAME = {
  id: 42,
  name: 'Book of Lumo',
  providerId: 5,
  providerName: 'Lumo Studios',
  requiredProfile: 'none',
  geo_link: 'https://launch.example.com/42',
  hasDemo: true,
} as const;

const PLAYER = {
  id: 7,
  country: 'IRL',
  currency: 'EUR',
  firstName: 'Ana',
  lastName: 'Pop',
  sex: 'f',
  birthday: null,
} as unknown as User;

/** Where the router is: the modals navigate. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderModal(ui: ReactElement, language: LanguageCode = 'en', answer?: Answer) {
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
    {
      language,
      namespaces: { [GAME_NAMESPACE]: GAME_STRINGS, [ACCOUNT_NAMESPACE]: ACCOUNT_STRINGS },
    },
  );
}

function props<N extends ModalName>(data: ModalData<N>) {
  return { data, onClose: vi.fn() };
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.player = null;
  localStorage.clear();
});

describe.each(LANGUAGE_CODES)('the game modals in %s', (language) => {
  const strings = GAME_STRINGS[language];
  const form = ACCOUNT_STRINGS[language].profileForm;
  const messages = MESSAGE_CATALOGUES[language];

  it('GAME_NOT_AVAILABLE says Access denied without inviting a way round the block', () => {
    renderModal(
      <GameNotAvailableModal
        {...props<'GAME_NOT_AVAILABLE'>({ reason: 'restricted', gameName: GAME.name })}
      />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: messages.errors.accessDenied });
    expect(within(dialog).getByText(messages.errors.accessDeniedText)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/\bIP\b/);
    expect(within(dialog).getByRole('button', { name: strings.page.chooseAnother })).toBeTruthy();
  });

  it('GAME_NOT_AVAILABLE without a geo_link says the game is not available', () => {
    renderModal(
      <GameNotAvailableModal {...props<'GAME_NOT_AVAILABLE'>({ reason: 'unavailable' })} />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: strings.notAvailable.title });
    expect(within(dialog).getByText(strings.notAvailable.text)).toBeTruthy();
  });

  it('GAME_NOTIFICATION_MODAL says bonus money does not count, and offers to go on', () => {
    renderModal(
      <GameNotificationModal
        {...props<'GAME_NOTIFICATION_MODAL'>({ game: GAME, beforeLaunch: true })}
      />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: strings.notification.title });
    expect(within(dialog).getByText(messages.gameNotification.notForBonusMoney)).toBeTruthy();
    expect(
      within(dialog).getByText(messages.gameNotification.notCountingTowardsWagering),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: strings.notification.continue }),
    ).toBeTruthy();
  });

  it('SWITCH_TO_GAME_MODAL asks to switch the demo to real money', () => {
    renderModal(<SwitchToGameModal {...props<'SWITCH_TO_GAME_MODAL'>({ game: GAME })} />, language);
    const dialog = screen.getByRole('dialog', { name: strings.switchToReal.title });
    expect(dialog.textContent).toContain(GAME.name);
    expect(within(dialog).getByRole('button', { name: strings.switchToReal.confirm })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: strings.switchToReal.stay })).toBeTruthy();
  });

  it("INSUFFICIENT_BALANCE_MODAL says 'Not enough money on account' with a deposit button", () => {
    renderModal(
      <InsufficientBalanceModal {...props<'INSUFFICIENT_BALANCE_MODAL'>({ game: GAME })} />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: messages.errors.notEnoughMoney });
    expect(
      within(dialog).getByRole('button', { name: strings.insufficientBalance.deposit }),
    ).toBeTruthy();
  });

  it("INSUFFICIENT_BALANCE_MODAL without a game says 'Insufficient balance to place a bet'", () => {
    renderModal(
      <InsufficientBalanceModal {...props<'INSUFFICIENT_BALANCE_MODAL'>({ game: null })} />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: messages.errors.insufficientBalance });
    expect(dialog.textContent).toContain(strings.insufficientBalance.betText);
    expect(
      within(dialog).getByRole('button', { name: strings.insufficientBalance.deposit }),
    ).toBeTruthy();
  });

  it('PROFILE_REQUIREMENTS_MODAL asks for exactly the missing fields', async () => {
    renderModal(
      <ProfileRequirementsModal
        {...props<'PROFILE_REQUIREMENTS_MODAL'>({
          game: GAME,
          missing: ['birthday'],
          messageKey: 'errors.nonFilledBirth',
        })}
      />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: strings.profile.birthdayTitle });
    expect(within(dialog).getByText(messages.errors.nonFilledBirth)).toBeTruthy();
    // The form is the account feature's, its chunk loaded when the modal first shows it.
    expect(await within(dialog).findByRole('group', { name: form.birthDate })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: strings.profile.saveAndPlay })).toBeTruthy();
  });
});

describe('the buttons', () => {
  it('GAME_NOT_AVAILABLE goes to the games', async () => {
    const { data, onClose } = props<'GAME_NOT_AVAILABLE'>({ reason: 'unavailable' });
    const { user } = renderModal(<GameNotAvailableModal data={data} onClose={onClose} />, 'de');
    await user.click(screen.getByRole('button', { name: 'Anderes Spiel wählen' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/de/games');
  });

  it('INSUFFICIENT_BALANCE_MODAL closes and opens DEPOSIT over the game', async () => {
    const modal = props<'INSUFFICIENT_BALANCE_MODAL'>({ game: GAME });
    const { user } = renderModal(<InsufficientBalanceModal {...modal} />);
    await user.click(screen.getByRole('button', { name: 'Make a deposit' }));
    expect(modal.onClose).toHaveBeenCalled();
    expect(mocks.open).toHaveBeenCalledWith('DEPOSIT');
    expect(screen.getByTestId('location').textContent).not.toBe('/deposit');
  });

  it('SWITCH_TO_GAME_MODAL sends a guest to sign up, the wish kept for after registration', async () => {
    const { data, onClose } = props<'SWITCH_TO_GAME_MODAL'>({ game: GAME });
    const { user } = renderModal(<SwitchToGameModal data={data} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Play for real' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/registration');
    });
    expect(mocks.closeAll).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('statusSignUp') ?? 'null')).toEqual({
      kind: 'play_game',
      gameId: 42,
    });
  });

  it('SWITCH_TO_GAME_MODAL opens the real game for a player who may play it', async () => {
    mocks.player = PLAYER;
    const answer: Answer = (path) => {
      if (path === 'wallet.playability') {
        return { balanceMain: 150, bonusCasino: 0, wageringGames: [] };
      }
      throw new Error(`unexpected call ${path}`);
    };
    const { data, onClose } = props<'SWITCH_TO_GAME_MODAL'>({ game: GAME });
    const { user } = renderModal(<SwitchToGameModal data={data} onClose={onClose} />, 'en', answer);
    await user.click(screen.getByRole('button', { name: 'Play for real' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/game/42-book-of-lumo');
    });
  });

  it('reads a game a tile handed over, and sends a player without money to deposit', async () => {
    mocks.player = PLAYER;
    const calls: string[] = [];
    const answer: Answer = (path) => {
      calls.push(path);
      if (path === 'games.byId') return { game: { ...GAME, categories: [] }, stale: false };
      if (path === 'wallet.playability') {
        return { balanceMain: 0, bonusCasino: 0, wageringGames: [] };
      }
      throw new Error(`unexpected call ${path}`);
    };
    const { data, onClose } = props<'SWITCH_TO_GAME_MODAL'>({
      game: { id: GAME.id, name: GAME.name },
    });
    const { user } = renderModal(<SwitchToGameModal data={data} onClose={onClose} />, 'en', answer);
    await user.click(screen.getByRole('button', { name: 'Play for real' }));
    await waitFor(() => {
      expect(mocks.open.mock.calls).toEqual([
        ['INSUFFICIENT_BALANCE_MODAL', { game: { ...GAME, categories: [] } }],
      ]);
    });
    expect(calls).toEqual(['games.byId', 'wallet.playability']);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('GAME_NOTIFICATION_MODAL goes on past the notice to the game', async () => {
    mocks.player = PLAYER;
    const answer: Answer = (path) => {
      if (path === 'wallet.playability') {
        return { balanceMain: 120, bonusCasino: 250, wageringGames: [{ id: 7 }] };
      }
      throw new Error(`unexpected call ${path}`);
    };
    const { data, onClose } = props<'GAME_NOTIFICATION_MODAL'>({ game: GAME, beforeLaunch: true });
    const { user } = renderModal(
      <GameNotificationModal data={data} onClose={onClose} />,
      'en',
      answer,
    );
    await user.click(screen.getByRole('button', { name: 'Play with real money' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/game/42-book-of-lumo');
    });
    expect(mocks.open).not.toHaveBeenCalled();
  });

  it('PROFILE_REQUIREMENTS_MODAL saves the fields, then opens the game', async () => {
    mocks.player = PLAYER;
    const saved = vi.fn();
    const answer: Answer = (path, input) => {
      if (path === 'account.updateProfile') {
        saved(input);
        return { ...PLAYER, lastName: 'Popescu' };
      }
      throw new Error(`unexpected call ${path}`);
    };
    const { data, onClose } = props<'PROFILE_REQUIREMENTS_MODAL'>({
      game: GAME,
      missing: ['lastName'],
      messageKey: 'errors.profileIncomplete',
    });
    const { user } = renderModal(
      <ProfileRequirementsModal data={data} onClose={onClose} />,
      'en',
      answer,
    );
    const dialog = screen.getByRole('dialog', { name: 'Complete your profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Save and play' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Popescu');
    await user.click(within(dialog).getByRole('button', { name: 'Save and play' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/game/42-book-of-lumo');
    });
    expect(saved).toHaveBeenCalledWith({ lastName: 'Popescu' });
    expect(mocks.setPlayer).toHaveBeenCalledWith(expect.objectContaining({ lastName: 'Popescu' }));
    expect(onClose).toHaveBeenCalled();
  });
});
