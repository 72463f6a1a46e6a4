import { type AuthStrings } from './en.js';

export const AUTH_PT: AuthStrings = {
  login: {
    title: 'Entrar na sua conta',
    email: 'Endereço de e-mail',
    password: 'Palavra-passe',
    submit: 'Entrar',
    submitting: 'A entrar',
    forgotPassword: 'Esqueceu a palavra-passe?',
    noAccount: 'É novo por cá?',
    createAccount: 'Criar uma conta',
    showPassword: 'Mostrar a palavra-passe',
    hidePassword: 'Ocultar a palavra-passe',
  },
};
