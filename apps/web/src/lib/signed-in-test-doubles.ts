import type { LanguageCode, User } from '@casino/shared';

// Stand-ins for the shell's hooks in a feature's modal tests, for a signed-in player on a fixed
// product clock with no modal, toast or language change happening. A test file mocks each module
// with one of these (`vi.mock('…/lib/session.js', async () => (await import(…)).sessionDouble)`)
// and sets `signedInDoubles.language` before each render.

export const TEST_PLAYER = {
  id: 7,
  email: 'ana@example.com',
  country: 'IRL',
  currency: 'EUR',
  firstName: 'Ana',
  lastName: 'Pop',
  sex: 'f',
  birthday: '1990-04-12',
} as unknown as User;

export const signedInDoubles: { language: LanguageCode } = { language: 'en' };

export const sessionDouble = {
  useSession: () => ({
    player: TEST_PLAYER,
    bootstrap: { country: { alpha3: TEST_PLAYER.country } },
    status: 'success',
    setPlayer: () => undefined,
    now: () => new Date('2026-03-10T12:00:00Z'),
  }),
};

export const modalsDouble = {
  useModals: () => ({
    active: undefined,
    queue: [],
    open: () => true,
    close: () => undefined,
    closeAll: () => undefined,
    isRegistered: () => true,
  }),
};

export const languageDouble = {
  useLanguage: () => ({
    language: signedInDoubles.language,
    menu: [],
    changeLanguage: () => undefined,
    href: (path: string) => path,
  }),
};

export const toastsDouble = {
  useToasts: () => ({ toasts: [], show: () => undefined, dismiss: () => undefined }),
};
