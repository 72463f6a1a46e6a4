// The auth feature's strings in English (gb shares them). Every key exists in every language
// (locales.test.ts).

export const AUTH_EN = {
  login: {
    title: 'Log in to your account',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in',
    forgotPassword: 'Forgot your password?',
    noAccount: 'New here?',
    createAccount: 'Create an account',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type AuthStrings = Widen<typeof AUTH_EN>;
