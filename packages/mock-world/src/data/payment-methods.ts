import { createHash } from 'node:crypto';
import {
  CURRENCY_CODES,
  type CryptoDepositAddress,
  type CurrencyCode,
  type FillableProfileField,
  type PaymentLimits,
  type PaymentMethod,
  type PaymentMethods,
} from '@casino/shared';
import { EUR_RATES } from './rates.js';

// The mock casino's payment methods. Limits are set in euros and converted with the world's
// rates, rounded to whole units, so every currency has limits of the same worth.

interface MethodDraft {
  id: string;
  name: string;
  kind: PaymentMethod['kind'];
  network: string | null;
  /** Minimum and maximum in euros. */
  eur: { min: number; max: number };
  /** Currencies the method does not take. */
  excluded?: readonly CurrencyCode[];
  /** Crypto: the chain needs a memo (tag) beside the address. */
  needsTag?: boolean;
  /** Profile fields the method needs filled in before a payment. */
  profile?: readonly FillableProfileField[];
}

/** Card schemes check the holder's name and age; bank transfers the holder's address too. */
const CARD_HOLDER: readonly FillableProfileField[] = ['firstName', 'lastName', 'birthday'];
const ACCOUNT_HOLDER: readonly FillableProfileField[] = [
  'firstName',
  'lastName',
  'country',
  'city',
  'address',
  'postcode',
];

const DEPOSIT_DRAFTS: readonly MethodDraft[] = [
  {
    id: 'visa',
    name: 'Visa',
    kind: 'bank',
    network: null,
    eur: { min: 10, max: 5_000 },
    profile: CARD_HOLDER,
  },
  {
    id: 'mastercard',
    name: 'Mastercard',
    kind: 'bank',
    network: null,
    eur: { min: 10, max: 5_000 },
    profile: CARD_HOLDER,
  },
  { id: 'skrill', name: 'Skrill', kind: 'bank', network: null, eur: { min: 20, max: 10_000 } },
  {
    id: 'bank-transfer',
    name: 'Bank transfer',
    kind: 'bank',
    network: null,
    eur: { min: 50, max: 50_000 },
    // Local transfers only: the mock's banks do not clear these currencies.
    excluded: ['INR', 'ISK', 'BRL'],
    profile: ACCOUNT_HOLDER,
  },
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    kind: 'crypto',
    network: 'BTC',
    eur: { min: 20, max: 100_000 },
  },
  {
    id: 'usdt-trc20',
    name: 'USDT (TRC20)',
    kind: 'crypto',
    network: 'TRC20',
    eur: { min: 10, max: 100_000 },
  },
  {
    id: 'xrp',
    name: 'XRP',
    kind: 'crypto',
    network: 'XRP',
    eur: { min: 10, max: 50_000 },
    needsTag: true,
  },
];

const WITHDRAWAL_DRAFTS: readonly MethodDraft[] = [
  {
    id: 'visa',
    name: 'Visa',
    kind: 'bank',
    network: null,
    eur: { min: 20, max: 5_000 },
    profile: CARD_HOLDER,
  },
  {
    id: 'bank-transfer',
    name: 'Bank transfer',
    kind: 'bank',
    network: null,
    eur: { min: 50, max: 50_000 },
    excluded: ['INR', 'ISK', 'BRL'],
    profile: ACCOUNT_HOLDER,
  },
  {
    id: 'usdt-trc20',
    name: 'USDT (TRC20)',
    kind: 'crypto',
    network: 'TRC20',
    eur: { min: 20, max: 100_000 },
  },
  { id: 'xrp', name: 'XRP', kind: 'crypto', network: 'XRP', eur: { min: 20, max: 50_000 } },
];

function limitsOf(draft: MethodDraft): Partial<Record<CurrencyCode, PaymentLimits>> {
  const limits: Partial<Record<CurrencyCode, PaymentLimits>> = {};
  for (const currency of CURRENCY_CODES) {
    if (draft.excluded?.includes(currency)) continue;
    const rate = EUR_RATES[currency];
    limits[currency] = {
      min: Math.max(1, Math.round(draft.eur.min * rate)),
      max: Math.round(draft.eur.max * rate),
    };
  }
  return limits;
}

function toMethod(draft: MethodDraft): PaymentMethod {
  return {
    id: draft.id,
    name: draft.name,
    kind: draft.kind,
    limits: limitsOf(draft),
    network: draft.network,
    requiredProfileFields: [...(draft.profile ?? [])],
  };
}

export const PAYMENT_METHODS_ANSWER: PaymentMethods = {
  deposit: DEPOSIT_DRAFTS.map(toMethod),
  withdrawal: WITHDRAWAL_DRAFTS.map(toMethod),
};

/** A method of one direction by id. */
export function findPaymentMethod(
  direction: keyof PaymentMethods,
  id: string,
): PaymentMethod | undefined {
  return PAYMENT_METHODS_ANSWER[direction].find((method) => method.id === id);
}

/** The method name a history row shows for a stored method id (or a name stored as such). */
export function paymentMethodName(idOrName: string): string {
  return (
    findPaymentMethod('deposit', idOrName)?.name ??
    findPaymentMethod('withdrawal', idOrName)?.name ??
    idOrName
  );
}

const CRYPTO_NAMES: ReadonlySet<string> = new Set(
  [...DEPOSIT_DRAFTS, ...WITHDRAWAL_DRAFTS]
    .filter((draft) => draft.kind === 'crypto')
    .map((draft) => draft.name),
);

/** Whether a history row's method (its display name) is a crypto one. */
export function isCryptoMethodName(name: string): boolean {
  return CRYPTO_NAMES.has(name);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * The player's deposit address for a crypto method: derived from the world seed, the player and
 * the method, so it stays the same across calls and restarts, as a real custodian's does.
 */
export function cryptoDepositAddress(
  seed: number,
  playerId: number,
  methodId: string,
): CryptoDepositAddress | undefined {
  const draft = DEPOSIT_DRAFTS.find((entry) => entry.id === methodId && entry.kind === 'crypto');
  if (draft?.network == null) return undefined;
  const digest = createHash('sha512').update(`${seed}:${playerId}:${methodId}`).digest();
  const body = [...digest].map((byte) => BASE58[byte % BASE58.length] ?? '1').join('');
  const prefix = draft.network === 'TRC20' ? 'T' : draft.network === 'XRP' ? 'r' : '1';
  const address = `${prefix}${body.slice(0, 33)}`;
  const tag = draft.needsTag === true ? String(100_000 + (digest.readUInt32BE(0) % 900_000)) : null;
  const scheme = draft.network === 'BTC' ? 'bitcoin' : draft.network === 'XRP' ? 'ripple' : 'tron';
  const qrPayload = `${scheme}:${address}${tag === null ? '' : `?dt=${tag}`}`;
  return { methodId, network: draft.network, address, tag, qrPayload };
}
