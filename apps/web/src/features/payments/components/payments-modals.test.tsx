import {
  DEPOSIT_MAX_BANKING_DAYS,
  LANGUAGE_CODES,
  MESSAGE_CATALOGUES,
  formatMoney,
  type LanguageCode,
  type ModalName,
} from '@casino/shared';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import type { ModalData } from '../../../lib/features.js';
import { signedInDoubles } from '../../../lib/signed-in-test-doubles.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { PAYMENTS_NAMESPACE } from '../locales/namespace.js';
import { PAYMENTS_STRINGS } from '../locales/payments-strings.js';
import {
  DepositCryptoModal,
  DepositModal,
  FormFieldsModal,
  PaymentCompletedModal,
} from './deposit-modals.js';

// The payments' modals in all five languages, with the data /mock-modals gives them: DEPOSIT,
// DEPOSIT_CRYPTO, PAYMENT_COMPLETED and FORM_FIELDS (whose fields' labels are the profile form's,
// in the game feature's strings: here the fields themselves are counted).

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

const METHODS = {
  deposit: [
    {
      id: 'visa',
      name: 'Visa',
      kind: 'bank',
      network: null,
      requiredProfileFields: [],
      limits: { min: 10, max: 5000 },
    },
    {
      id: 'usdt-trc20',
      name: 'USDT',
      kind: 'crypto',
      network: 'TRC20',
      requiredProfileFields: [],
      limits: { min: 20, max: 10000 },
    },
  ],
  withdrawal: [],
};

const ANSWERS: Answer = (path) => {
  switch (path) {
    case 'payments.methods':
      return METHODS;
    case 'payments.cryptoDeposit':
      return {
        methodId: 'usdt-trc20',
        network: 'TRC20',
        address: 'TXabc123DEF456ghi789',
        tag: null,
        qrPayload: 'tron:TXabc123DEF456ghi789',
        limits: { min: 20, max: 10000 },
      };
    case 'reference.countries':
      return [{ alpha2: 'IE', alpha3: 'IRL', name: 'Ireland', phoneCodes: ['353'] }];
    default:
      throw new Error(`unexpected call ${path}`);
  }
};

function renderModal(ui: ReactElement, language: LanguageCode) {
  signedInDoubles.language = language;
  const Trpc = trpcWrapper(ANSWERS);
  return renderWithKit(<Trpc>{ui}</Trpc>, {
    language,
    namespaces: { [PAYMENTS_NAMESPACE]: PAYMENTS_STRINGS },
  });
}

function props<N extends ModalName>(data: ModalData<N>) {
  return { data, onClose: vi.fn() };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe.each(LANGUAGE_CODES)('the payments modals in %s', (language) => {
  const payments = PAYMENTS_STRINGS[language];
  const messages = MESSAGE_CATALOGUES[language];

  it('DEPOSIT offers the methods of the currency with their limits', async () => {
    renderModal(<DepositModal {...props<'DEPOSIT'>(undefined)} />, language);
    const dialog = screen.getByRole('dialog', { name: payments.deposit.title });
    expect(
      await within(dialog).findByText(
        payments.deposit.limits
          .replace('{{min}}', formatMoney(10, 'EUR'))
          .replace('{{max}}', formatMoney(5000, 'EUR'))
          // As the matcher reads the page: one plain space for any run of spaces.
          .replace(/\s+/g, ' '),
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: payments.deposit.submit })).toBeTruthy();
  });

  it('DEPOSIT_CRYPTO shows the address and the network', async () => {
    renderModal(<DepositCryptoModal {...props<'DEPOSIT_CRYPTO'>(undefined)} />, language);
    const dialog = screen.getByRole('dialog', { name: payments.crypto.title });
    expect(await within(dialog).findByText('TXabc123DEF456ghi789')).toBeTruthy();
    expect(within(dialog).getAllByText('TRC20').length).toBeGreaterThan(0);
  });

  it('PAYMENT_COMPLETED tells the amount and the banking days', () => {
    renderModal(
      <PaymentCompletedModal {...props<'PAYMENT_COMPLETED'>({ amount: 50, currency: 'EUR' })} />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: payments.result.completedTitle });
    expect(dialog.textContent).toContain(formatMoney(50, 'EUR'));
    expect(dialog.textContent).toContain(
      messages.deposit.bankingDaysNote.replace('{{days}}', String(DEPOSIT_MAX_BANKING_DAYS)),
    );
  });

  it('FORM_FIELDS asks for exactly the fields the method needs', async () => {
    renderModal(
      <FormFieldsModal
        {...props<'FORM_FIELDS'>({
          methodName: 'Bank transfer',
          fields: ['country', 'city', 'address', 'postcode'],
        })}
      />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: payments.deposit.profileTitle });
    // The country from the list, then city, address and postcode; no name, date or phone.
    expect(await within(dialog).findAllByRole('combobox')).toHaveLength(1);
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(3);
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    expect(dialog.textContent).toContain(
      payments.deposit.profileLead.replace('{{method}}', 'Bank transfer'),
    );
  });
});
