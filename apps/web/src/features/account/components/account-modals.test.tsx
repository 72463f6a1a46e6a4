import { LANGUAGE_CODES, type LanguageCode, type ModalName } from '@casino/shared';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import type { ModalData } from '../../../lib/features.js';
import { signedInDoubles } from '../../../lib/signed-in-test-doubles.js';
import { trpcWrapper } from '../../../lib/trpc-test-client.js';
import { ACCOUNT_STRINGS } from '../locales/account-strings.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import { ChangeCurrencyModal } from './change-currency-modal.js';
import { ImagePreviewModal } from './image-preview-modal.js';

// The account's modals in all five languages, with the data /mock-modals gives them:
// CHANGE_CURRENCY_MODAL and IMAGE_PREVIEW.

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

function renderModal(ui: ReactElement, language: LanguageCode) {
  signedInDoubles.language = language;
  const Trpc = trpcWrapper((path) => {
    throw new Error(`unexpected call ${path}`);
  });
  return renderWithKit(<Trpc>{ui}</Trpc>, {
    language,
    namespaces: { [ACCOUNT_NAMESPACE]: ACCOUNT_STRINGS },
  });
}

function props<N extends ModalName>(data: ModalData<N>) {
  return { data, onClose: vi.fn() };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe.each(LANGUAGE_CODES)('the account modals in %s', (language) => {
  const account = ACCOUNT_STRINGS[language];

  it('CHANGE_CURRENCY_MODAL warns that bonuses and free spins go', () => {
    renderModal(
      <ChangeCurrencyModal {...props<'CHANGE_CURRENCY_MODAL'>({ currency: 'USD' })} />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: account.changeCurrency.title });
    expect(within(dialog).getByText(account.changeCurrency.warning)).toBeTruthy();
    expect(dialog.textContent).toContain('USD');
    expect(
      within(dialog).getByRole('button', { name: account.changeCurrency.confirm }),
    ).toBeTruthy();
  });

  it('IMAGE_PREVIEW shows the chosen image under its name, and names a PDF', () => {
    const { unmount } = renderModal(
      <ImagePreviewModal
        {...props<'IMAGE_PREVIEW'>({ name: 'passport.png', url: 'blob:x', isImage: true })}
      />,
      language,
    );
    const dialog = screen.getByRole('dialog', { name: 'passport.png' });
    expect(
      within(dialog).getByRole('img', {
        name: account.verification.previewAlt.replace('{{name}}', 'passport.png'),
      }),
    ).toBeTruthy();
    unmount();
    renderModal(
      <ImagePreviewModal
        {...props<'IMAGE_PREVIEW'>({ name: 'bill.pdf', url: 'blob:y', isImage: false })}
      />,
      language,
    );
    expect(screen.getByText(account.verification.noPreview)).toBeTruthy();
  });
});
