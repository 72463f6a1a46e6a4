import { LANGUAGE_CODES, LANGUAGES, MESSAGE_CATALOGUES, type LanguageCode } from '@casino/shared';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import { DEFAULT_NAMESPACE } from '../../lib/i18n.js';
import { KIT_NAMESPACE } from './locales/kit-namespace.js';
import { KIT_STRINGS } from './locales/kit-strings.js';

// Rendering for the kit's tests and its users'. Testing Library unmounts after each test by
// itself only where test globals exist; ours do not, so the helper registers it.
afterEach(() => {
  cleanup();
});

/** More namespaces for a test: each one's strings in every language, by route code. */
export type TestNamespaces = Readonly<Record<string, Readonly<Record<LanguageCode, object>>>>;

/**
 * An i18next instance with every language already in it: the shared catalogue in the default
 * namespace, the kit's strings, and any namespaces a test adds.
 */
export function createKitI18n(
  language: LanguageCode = 'en',
  namespaces: TestNamespaces = {},
): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [
        LANGUAGES[code].tag,
        {
          [DEFAULT_NAMESPACE]: MESSAGE_CATALOGUES[code],
          [KIT_NAMESPACE]: KIT_STRINGS[code],
          ...Object.fromEntries(
            Object.entries(namespaces).map(([name, strings]) => [name, strings[code]]),
          ),
        },
      ]),
    ),
    lng: LANGUAGES[language].tag,
    fallbackLng: false,
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export interface KitRender extends RenderResult {
  user: UserEvent;
  i18n: i18n;
}

/** Renders a part as the app would: translated, inside a router, with a user to drive it. */
export function renderWithKit(
  ui: ReactElement,
  { language = 'en', namespaces }: { language?: LanguageCode; namespaces?: TestNamespaces } = {},
): KitRender {
  const instance = createKitI18n(language, namespaces);
  const user = userEvent.setup();
  // A wrapper rather than a wrapped element: `rerender` keeps the providers, so a part's state
  // lives on when a test gives it new props.
  const result = render(ui, {
    wrapper: ({ children }) => (
      <I18nextProvider i18n={instance}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nextProvider>
    ),
  });
  return { ...result, user, i18n: instance };
}
