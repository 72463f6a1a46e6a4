import { LANGUAGE_CODES, MESSAGE_CATALOGUES, type Bonus, type LanguageCode } from '@casino/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { signedInDoubles } from '../../../lib/signed-in-test-doubles.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { MODAL_SAMPLES } from '../modal-samples.js';
import { BONUSES_STRINGS } from '../locales/bonuses-strings.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import { AttentionBonusModal, BonusModal, FreeSpinsModal } from './bonus-modals.js';

// The bonus modals in all five languages with the data /mock-modals gives them, and what their
// buttons do: BONUS_MODAL's accept asks first while another bonus is active, ATTENTION_BONUS_MODAL
// says what is lost and runs the step once confirmed, FREE_SPINS shows the count and the bet.

const modals = vi.hoisted(() => ({ open: vi.fn(() => true) }));
const toasts = vi.hoisted(() => ({ show: vi.fn() }));

vi.mock(
  '../../../lib/session.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).sessionDouble,
);
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

const SAMPLE_BONUS = MODAL_SAMPLES.BONUS_MODAL.sample.bonus;
const ACTIVE: Bonus = {
  ...SAMPLE_BONUS,
  id: 9000,
  name: 'Welcome bonus',
  status: 'activated',
  activationDate: '2026-03-01T10:00:00.000Z',
};

function renderModal(ui: ReactElement, language: LanguageCode, answer?: Answer) {
  signedInDoubles.language = language;
  const Trpc = trpcWrapper(
    answer ??
      ((path) => {
        if (path === 'bonuses.list') return { items: [], emptyMessageKey: 'errors.bonusNotFound' };
        throw new Error(`unexpected call ${path}`);
      }),
  );
  return renderWithKit(<Trpc>{ui}</Trpc>, {
    language,
    namespaces: { [BONUSES_NAMESPACE]: BONUSES_STRINGS },
  });
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe.each(LANGUAGE_CODES)('the bonus modals in %s', (language) => {
  const strings = BONUSES_STRINGS[language];

  it('BONUS_MODAL shows the bonus with its type, status, terms and actions', async () => {
    renderModal(<BonusModal data={{ bonus: SAMPLE_BONUS }} onClose={vi.fn()} />, language);
    const dialog = screen.getByRole('dialog', { name: strings.modal.title });
    expect(within(dialog).getByRole('heading', { name: SAMPLE_BONUS.name })).toBeTruthy();
    expect(within(dialog).getByText(strings.types.deposits)).toBeTruthy();
    expect(within(dialog).getByText(strings.statuses.pending)).toBeTruthy();
    expect(within(dialog).getByText(strings.card.minBet)).toBeTruthy();
    // The money format is German grouping in every locale.
    expect(within(dialog).getByText('5,00 €')).toBeTruthy();
    expect(within(dialog).getByText('0,20 €')).toBeTruthy();
    expect(
      within(dialog).getByText(strings.card.wageringMultiple.replace('{{multiple}}', '35')),
    ).toBeTruthy();
    expect(within(dialog).getByText(strings.card.notActivated)).toBeTruthy();
    // The actions wait for the list that says whether another bonus is active.
    const accept = within(dialog).getByRole('button', { name: strings.actions.accept });
    await waitFor(() => {
      expect(accept.hasAttribute('disabled')).toBe(false);
    });
    expect(within(dialog).getByRole('button', { name: strings.actions.decline })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: strings.modal.myBonuses })).toBeTruthy();
  });

  it('ATTENTION_BONUS_MODAL says that changing the active bonus burns the wagering', () => {
    renderModal(
      <AttentionBonusModal
        data={{
          kind: 'accept',
          bonus: { id: SAMPLE_BONUS.id, name: SAMPLE_BONUS.name },
          active: { id: ACTIVE.id, name: ACTIVE.name },
        }}
        onClose={vi.fn()}
      />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: strings.attention.title });
    expect(
      within(dialog).getByText(strings.attention.burns.replace('{{active}}', ACTIVE.name)),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('button', {
        name: strings.attention.confirmAccept.replace('{{name}}', SAMPLE_BONUS.name),
      }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: strings.attention.keep })).toBeTruthy();
  });

  it('ATTENTION_BONUS_MODAL says that cancelling zeroes the whole bonus balance', () => {
    renderModal(
      <AttentionBonusModal
        data={{ kind: 'cancel', bonus: { id: ACTIVE.id, name: ACTIVE.name } }}
        onClose={vi.fn()}
      />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: strings.attention.title });
    expect(within(dialog).getByText(strings.attention.zeroes)).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: strings.attention.confirmCancel }),
    ).toBeTruthy();
  });

  it('FREE_SPINS shows the number of spins and the bet of each', () => {
    renderModal(
      <FreeSpinsModal data={{ number: 1250, betAmount: 0.2 }} onClose={vi.fn()} />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: strings.freeSpins.title });
    expect(within(dialog).getByText('1.250')).toBeTruthy();
    expect(within(dialog).getByText('0,20 €')).toBeTruthy();
    expect(within(dialog).getByText(strings.freeSpins.bet)).toBeTruthy();
  });
});

describe('what the bonus modals do', () => {
  const strings = BONUSES_STRINGS.en;

  it('BONUS_MODAL asks first when another bonus is active, and runs nothing itself', async () => {
    const calls: string[] = [];
    const onClose = vi.fn();
    const { user } = renderModal(
      <BonusModal data={{ bonus: SAMPLE_BONUS }} onClose={onClose} />,
      'en',
      (path) => {
        calls.push(path);
        if (path === 'bonuses.list') return { items: [ACTIVE], emptyMessageKey: null };
        throw new Error(`unexpected call ${path}`);
      },
    );
    const accept = screen.getByRole('button', { name: strings.actions.accept });
    await waitFor(() => {
      expect(accept.hasAttribute('disabled')).toBe(false);
    });
    // With a bonus active, the offer can also wait in the queue.
    expect(screen.getByRole('button', { name: strings.actions.add_to_queue })).toBeTruthy();
    await user.click(accept);
    expect(modals.open).toHaveBeenCalledWith('ATTENTION_BONUS_MODAL', {
      kind: 'accept',
      bonus: { id: SAMPLE_BONUS.id, name: SAMPLE_BONUS.name },
      active: { id: ACTIVE.id, name: ACTIVE.name },
    });
    expect(calls).toEqual(['bonuses.list']);
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
  });

  it('BONUS_MODAL accepts at once when no bonus is active, with a key, then closes', async () => {
    const inputs: unknown[] = [];
    const onClose = vi.fn();
    const { user } = renderModal(
      <BonusModal data={{ bonus: SAMPLE_BONUS }} onClose={onClose} />,
      'en',
      (path, input) => {
        if (path === 'bonuses.list') return { items: [], emptyMessageKey: 'errors.bonusNotFound' };
        if (path === 'bonuses.activate') {
          inputs.push(input);
          return { ...SAMPLE_BONUS, status: 'activated' };
        }
        if (path.startsWith('wallet.') || path.startsWith('bonuses.')) return undefined;
        throw new Error(`unexpected call ${path}`);
      },
    );
    const accept = screen.getByRole('button', { name: strings.actions.accept });
    await waitFor(() => {
      expect(accept.hasAttribute('disabled')).toBe(false);
    });
    await user.click(accept);
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(inputs).toHaveLength(1);
    const [input] = inputs as { bonusId: number; idempotencyKey: string }[];
    expect(input?.bonusId).toBe(SAMPLE_BONUS.id);
    expect(input?.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(modals.open).not.toHaveBeenCalled();
    expect(toasts.show).toHaveBeenCalledWith(
      'success',
      strings.actions.accepted.replace('{{name}}', SAMPLE_BONUS.name),
    );
  });

  it('ATTENTION_BONUS_MODAL cancels once confirmed; a refusal stays open with its message', async () => {
    const inputs: unknown[] = [];
    const onClose = vi.fn();
    let refuse = true;
    const { user } = renderModal(
      <AttentionBonusModal
        data={{ kind: 'cancel', bonus: { id: ACTIVE.id, name: ACTIVE.name } }}
        onClose={onClose}
      />,
      'en',
      (path, input) => {
        if (path === 'bonuses.cancel') {
          inputs.push(input);
          if (refuse) throw new Error('upstream down');
          return { ...ACTIVE, status: 'cancel' };
        }
        if (path.startsWith('wallet.') || path.startsWith('bonuses.')) return undefined;
        throw new Error(`unexpected call ${path}`);
      },
    );
    const confirm = screen.getByRole('button', { name: strings.attention.confirmCancel });
    await user.click(confirm);
    await waitFor(() => {
      expect(toasts.show).toHaveBeenCalledWith('error', MESSAGE_CATALOGUES.en.errors.unexpected);
    });
    expect(onClose).not.toHaveBeenCalled();
    refuse = false;
    await user.click(confirm);
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    // The retry of the same attempt sends the same key: the BFF runs the cancel once.
    expect(inputs).toHaveLength(2);
    expect(inputs[0]).toEqual(inputs[1]);
  });
});
