import { MESSAGE_CATALOGUES, type ShopItem } from '@casino/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { PROMOTIONS_NAMESPACE } from '../locales/namespace.js';
import { PROMOTIONS_STRINGS } from '../locales/promotions-strings.js';
import { ShopScreen } from './shop-screen.js';

// The snowflake shop: Buy off while the coins fall short, a purchase confirmed in a dialog with
// one key kept across a retry of a lost answer, the server's refusal said in place; a guest sees
// the items from the public read and a call to sign up.

const state = vi.hoisted(() => ({ signedIn: true }));

vi.mock('../../../lib/session.js', async () => {
  const { TEST_PLAYER: player } = await import('../../../lib/signed-in-test-doubles.js');
  return {
    useSession: () => ({
      player: state.signedIn ? player : null,
      bootstrap: undefined,
      status: 'success',
      setPlayer: () => undefined,
      now: () => new Date('2026-03-10T12:00:00Z'),
    }),
  };
});
vi.mock(
  '../../../lib/language.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).languageDouble,
);

const strings = PROMOTIONS_STRINGS.en.shop;
const messages = MESSAGE_CATALOGUES.en;

const ITEMS: ShopItem[] = [
  { id: 201, title: '5 free spins', price: 25, prize: { kind: 'free_spins', count: 5 } },
  { id: 202, title: '15 free spins', price: 60, prize: { kind: 'free_spins', count: 15 } },
];

function refusal(messageKey: string, code: string) {
  return new TRPCClientError('refused', {
    result: { error: { code: -32_009, message: 'refused', data: { code, messageKey } } },
  });
}

function renderShop(answer: Answer) {
  const Trpc = trpcWrapper(answer);
  return renderWithKit(
    <Trpc>
      <ShopScreen shop="snowflake" title="Snowflake shop" />
    </Trpc>,
    { namespaces: { [PROMOTIONS_NAMESPACE]: PROMOTIONS_STRINGS } },
  );
}

function card(title: string) {
  return screen.getByRole('heading', { name: title, level: 3 }).closest('li') as HTMLElement;
}

beforeEach(() => {
  state.signedIn = true;
});

describe('the snowflake shop of a player', () => {
  it('keeps Buy off where the snowflakes fall short, and says so beside it', async () => {
    renderShop((path) => {
      if (path === 'shops.view') return { shop: 'snowflake', balance: 30, items: ITEMS };
      throw new Error(`unexpected call ${path}`);
    });
    expect((await screen.findByTestId('shop-balance')).textContent).toBe('30');
    const dear = within(card('15 free spins'));
    expect(dear.getByRole<HTMLButtonElement>('button', { name: strings.buy }).disabled).toBe(true);
    expect(dear.getByText(strings.snowflake.notEnough)).toBeTruthy();
    const cheap = within(card('5 free spins'));
    expect(cheap.getByRole<HTMLButtonElement>('button', { name: strings.buy }).disabled).toBe(
      false,
    );
    expect(cheap.queryByText(strings.snowflake.notEnough)).toBeNull();
  });

  it('sends one key for the confirmed purchase, the same again after a lost answer', async () => {
    const keys: string[] = [];
    let balance = 30;
    const { user } = renderShop((path, input) => {
      if (path === 'shops.view') return { shop: 'snowflake', balance, items: ITEMS };
      if (path === 'shops.purchase') {
        const { idempotencyKey, itemId } = input as { idempotencyKey: string; itemId: number };
        keys.push(idempotencyKey);
        expect(itemId).toBe(201);
        if (keys.length === 1) throw new Error('the answer was lost');
        balance = 5;
        return { shop: 'snowflake', item: ITEMS[0], balance };
      }
      throw new Error(`unexpected call ${path}`);
    });
    await screen.findByTestId('shop-balance');
    await user.click(within(card('5 free spins')).getByRole('button', { name: strings.buy }));
    const dialog = await screen.findByRole('alertdialog', { name: strings.confirmTitle });
    expect(within(dialog).getByText('Buy 5 free spins for 25 snowflakes?')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: strings.confirm }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.errors.unexpected);
    await user.click(within(dialog).getByRole('button', { name: strings.confirm }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByRole('status').textContent).toBe('You bought 5 free spins.');
    await waitFor(() => {
      expect(screen.getByTestId('shop-balance').textContent).toBe('5');
    });
  });

  it('says the server’s refusal in the dialog, and a new confirmation is a new purchase', async () => {
    const keys: string[] = [];
    const { user } = renderShop((path, input) => {
      if (path === 'shops.view') return { shop: 'snowflake', balance: 30, items: ITEMS };
      if (path === 'shops.purchase') {
        keys.push((input as { idempotencyKey: string }).idempotencyKey);
        throw refusal('shop.notEnoughSnowflakes', 'CONFLICT');
      }
      throw new Error(`unexpected call ${path}`);
    });
    await screen.findByTestId('shop-balance');
    await user.click(within(card('5 free spins')).getByRole('button', { name: strings.buy }));
    const dialog = await screen.findByRole('alertdialog', { name: strings.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: strings.confirm }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      messages.shop.notEnoughSnowflakes,
    );
    await user.click(within(dialog).getByRole('button', { name: strings.confirm }));
    await waitFor(() => {
      expect(keys).toHaveLength(2);
    });
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('the snowflake shop of a guest', () => {
  it('lists the items from the public read, without Buy, beside a call to sign up', async () => {
    state.signedIn = false;
    const calls: string[] = [];
    renderShop((path, input) => {
      calls.push(path);
      if (path === 'shops.items') {
        expect(input).toEqual({ shop: 'snowflake', lang: 'en' });
        return { shop: 'snowflake', items: ITEMS };
      }
      throw new Error(`unexpected call ${path}`);
    });
    expect(await screen.findByRole('heading', { name: '5 free spins' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: strings.buy })).toBeNull();
    expect(screen.getByRole('link', { name: strings.signUp }).getAttribute('href')).toBe(
      '/registration',
    );
    expect(calls).toEqual(['shops.items']);
  });
});
