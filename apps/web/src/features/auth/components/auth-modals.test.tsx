import { LANGUAGE_CODES, type LanguageCode } from '@casino/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { AUTH_STRINGS } from '../locales/auth-strings.js';
import { BackToSignUpModal } from './back-to-sign-up-modal.js';
import { ResetPasswordModal } from './reset-password-modal.js';
import { SignUpModal } from './sign-up-modal.js';
import { ThankYouModal } from './thank-you-modal.js';
import { WelcomeBackModal } from './welcome-back-modal.js';

// The auth feature's modals in all five languages, and what SIGNUP sends and opens.

const mocks = vi.hoisted(() => ({
  language: 'en',
  open: vi.fn(() => true),
  setPlayer: vi.fn(),
}));

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({ player: null, status: 'success', setPlayer: mocks.setPlayer }),
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
    href: (path: string) => path,
  }),
}));
vi.mock('../../../lib/toasts.js', () => ({
  useToasts: () => ({ toasts: [], show: vi.fn(), dismiss: () => undefined }),
}));

const COUNTRIES = [
  { alpha2: 'DE', alpha3: 'DEU', name: 'Germany', phoneCodes: ['49'] },
  { alpha2: 'RO', alpha3: 'ROU', name: 'Romania', phoneCodes: ['40'] },
];

const PLAYER = { id: 9, email: 'new@example.test' };

function renderModal(ui: ReactElement, language: LanguageCode = 'en', answer?: Answer) {
  mocks.language = language;
  const Trpc = trpcWrapper(
    answer ??
      ((path) => {
        if (path === 'reference.countries') return COUNTRIES;
        throw new Error(`unexpected call ${path}`);
      }),
  );
  return renderWithKit(<Trpc>{ui}</Trpc>, { language, namespaces: { auth: AUTH_STRINGS } });
}

beforeEach(() => {
  mocks.open.mockClear();
  mocks.setPlayer.mockClear();
  window.localStorage.clear();
});

describe('the auth modals in every language', () => {
  it.each(LANGUAGE_CODES)('render their own strings in %s', (language) => {
    const strings = AUTH_STRINGS[language];
    const onClose = vi.fn();
    const cases: [ReactElement, string][] = [
      [<SignUpModal key="s" data={undefined} onClose={onClose} />, strings.signUp.title],
      [<ThankYouModal key="t" data={undefined} onClose={onClose} />, strings.thankYou.title],
      [
        <BackToSignUpModal key="b" data={{ draft: { email: 'a@b.co' } }} onClose={onClose} />,
        strings.backToSignUp.title,
      ],
      [<ResetPasswordModal key="r" data={undefined} onClose={onClose} />, strings.reset.title],
      [
        <ResetPasswordModal key="n" data={{ token: 'x'.repeat(43) }} onClose={onClose} />,
        strings.reset.newTitle,
      ],
      [
        <WelcomeBackModal key="w" data={{ email: 'back@example.test' }} onClose={onClose} />,
        strings.welcomeBack.title,
      ],
    ];
    for (const [ui, title] of cases) {
      const view = renderModal(ui, language);
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      view.unmount();
    }
  });

  it('shows the Romanian welcome bonus in lei and the others in euros with free spins', () => {
    const ro = renderModal(<ThankYouModal data={undefined} onClose={vi.fn()} />, 'ro');
    expect(screen.getByText('350% până la 57.500 RON')).toBeTruthy();
    ro.unmount();
    renderModal(<ThankYouModal data={undefined} onClose={vi.fn()} />, 'de');
    expect(screen.getByText('200 % bis zu 1.000 € + 300 Freispiele')).toBeTruthy();
  });
});

describe('SIGNUP', () => {
  it("says each rule's message in the page's language and sends nothing", async () => {
    const answer = vi.fn<Answer>((path) => {
      if (path === 'reference.countries') return COUNTRIES;
      throw new Error(`unexpected call ${path}`);
    });
    const { user } = renderModal(<SignUpModal data={undefined} onClose={vi.fn()} />, 'pt', answer);
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    await screen.findByText('Selecione um país da lista');
    expect(screen.getAllByText('Confirme para continuar')).toHaveLength(3);
    expect(answer.mock.calls.map(([path]) => path)).toEqual(['reference.countries']);
  });

  it('checks the promo code, signs up with the country, currency and referral, then the thank-you', async () => {
    window.localStorage.setItem('referralSearchParams', '{"stag":"aff-1"}');
    const calls: [string, unknown][] = [];
    const onClose = vi.fn();
    const { user } = renderModal(
      <SignUpModal data={undefined} onClose={onClose} />,
      'en',
      (path, input) => {
        calls.push([path, input]);
        if (path === 'reference.countries') return COUNTRIES;
        if (path === 'bonuses.checkPromoCode') return { valid: true, bonusId: null };
        if (path === 'auth.signUp') return { player: PLAYER };
        throw new Error(`unexpected call ${path}`);
      },
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), PLAYER.email);
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'Lumo#Start1');
    await user.type(within(dialog).getByRole('combobox', { name: 'Country' }), 'Roma');
    await user.click(await screen.findByRole('option', { name: 'Romania' }));
    // The currency followed the country.
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: /Currency/ }).textContent).toContain('RON');
    });
    await user.type(within(dialog).getByLabelText('Promo code (optional)'), 'WELCOME100');
    for (const consent of [
      'I accept the terms and conditions and the privacy policy',
      'I agree to the processing of my personal data',
      'I am over 18 years old',
    ]) {
      await user.click(within(dialog).getByText(consent));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(calls.filter(([path]) => path !== 'reference.countries')).toEqual([
      ['bonuses.checkPromoCode', { code: 'WELCOME100' }],
      [
        'auth.signUp',
        {
          email: PLAYER.email,
          password: 'Lumo#Start1',
          country: 'ROU',
          currency: 'RON',
          promoCode: 'WELCOME100',
          consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
          // Nothing ticked by the product: marketing goes only where the player ticks it.
          marketing: {
            casino: { email: false, sms: false, phone: false },
            sport: { email: false, sms: false, phone: false },
          },
          language: 'en',
          referral: { stag: 'aff-1' },
        },
      ],
    ]);
    expect(mocks.open).toHaveBeenCalledWith('THANK_FOR_REGISTRATION_MODAL');
    expect(mocks.setPlayer).toHaveBeenCalledWith(PLAYER);
    // Signed in: the address kept for WELCOME_BACK, the referral parameters gone with the sign-up.
    expect(window.localStorage.getItem('prevUserEmail')).toBe(JSON.stringify(PLAYER.email));
    expect(window.localStorage.getItem('referralSearchParams')).toBeNull();
  });

  it('closed half-way, offers BACK_TO_SIGNUP with what was typed', async () => {
    const onClose = vi.fn();
    const { user } = renderModal(<SignUpModal data={undefined} onClose={onClose} />);
    await user.type(screen.getByLabelText('Email'), 'half@example.test');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    const [name, data] = (mocks.open.mock.calls.at(-1) ?? []) as unknown[];
    expect(name).toBe('BACK_TO_SIGNUP');
    expect((data as { draft: { email?: string } }).draft.email).toBe('half@example.test');
  });
});
