import { LANGUAGE_CODES, LANGUAGES, MESSAGE_CATALOGUES, type LanguageCode } from '@casino/shared';
import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import i18next, { type i18n } from 'i18next';
import { type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { KIT_NAMESPACE, KIT_STRINGS } from '../components/ui/locales/kit-strings.js';

/** An i18next instance with the shared catalogue (default namespace) and the kit's strings. */
export function createKitI18n(language: LanguageCode = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [
        LANGUAGES[code].tag,
        { translation: MESSAGE_CATALOGUES[code], [KIT_NAMESPACE]: KIT_STRINGS[code] },
      ]),
    ),
    lng: LANGUAGES[language].tag,
    fallbackLng: LANGUAGES.en.tag,
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
  { language = 'en' }: { language?: LanguageCode } = {},
): KitRender {
  const instance = createKitI18n(language);
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, user, i18n: instance };
}
