// The auth feature's strings in English (gb shares them). Every key exists in every language
// (locales.test.ts).

export const AUTH_EN = {
  login: {
    title: 'Log in to your account',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    forgotPassword: 'Forgot your password?',
    noAccount: 'New here?',
    createAccount: 'Create an account',
  },
  signUp: {
    title: 'Create your account',
    email: 'Email',
    password: 'Password',
    country: 'Country',
    countryPlaceholder: 'Type to search',
    currency: 'Currency',
    promoCode: 'Promo code (optional)',
    promoCodeHelp: 'Have a code? It adds its bonus to your account.',
    consents: 'Agreements',
    termsAndPrivacy: 'I accept the terms and conditions and the privacy policy',
    personalData: 'I agree to the processing of my personal data',
    over18: 'I am over 18 years old',
    marketing: {
      legend: 'Offers and news (optional)',
      hint: 'Tick only what you want; you can change it any time in your profile.',
      casino: {
        email: 'Casino offers by e-mail',
        sms: 'Casino offers by SMS',
        phone: 'Casino offers by phone',
      },
      sport: {
        email: 'Sport offers by e-mail',
        sms: 'Sport offers by SMS',
        phone: 'Sport offers by phone',
      },
    },
    submit: 'Sign up',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
  },
  bonus: {
    title: 'Welcome bonus',
    offer: '{{percent}}% up to {{amount}} + {{spins}} free spins',
    offerShort: '{{percent}}% up to {{amount}}',
    note: 'Yours with your first deposit.',
  },
  thankYou: {
    title: 'Thank you for registering!',
    lead: 'Your account is ready and you are logged in.',
    start: "Let's play",
  },
  backToSignUp: {
    title: 'Leave the sign-up?',
    text: 'You are almost there. Your welcome bonus is waiting for you.',
    back: 'Back to sign-up',
    leave: 'Leave',
  },
  reset: {
    title: 'Reset your password',
    newTitle: 'Choose a new password',
    intro: 'Enter the email of your account. We will send you a link to choose a new password.',
    email: 'Email',
    send: 'Send the link',
    sent: 'If an account exists for {{email}}, we have sent it a link to reset the password. The link works for an hour.',
    done: 'Done',
    newPassword: 'New password',
    confirmation: 'Repeat the new password',
    save: 'Save the new password',
    again: 'Ask for a new link',
  },
  resetSuccess: {
    title: 'Your password has been changed',
    text: 'Log in with your new password. For your safety, every other session of your account has ended.',
    logIn: 'Log in',
  },
  welcomeBack: {
    title: 'Welcome back!',
    text: 'Log in again to carry on where you left off.',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type AuthStrings = Widen<typeof AUTH_EN>;
