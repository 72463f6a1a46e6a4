import { type AuthStrings } from './en.js';

export const AUTH_DE: AuthStrings = {
  login: {
    title: 'Bei Ihrem Konto anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Neu hier?',
    createAccount: 'Konto erstellen',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
  },
};
