import { type AuthStrings } from './en.js';

export const AUTH_RO: AuthStrings = {
  login: {
    title: 'Intră în contul tău',
    email: 'Adresă de e-mail',
    password: 'Parolă',
    submit: 'Autentificare',
    submitting: 'Se face autentificarea',
    forgotPassword: 'Ai uitat parola?',
    noAccount: 'Ești nou aici?',
    createAccount: 'Creează un cont',
    showPassword: 'Arată parola',
    hidePassword: 'Ascunde parola',
  },
};
