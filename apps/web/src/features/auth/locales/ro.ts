import type { AuthStrings } from './en.js';

export const AUTH_RO: AuthStrings = {
  login: {
    title: 'Intră în contul tău',
    email: 'Adresă de e-mail',
    password: 'Parolă',
    submit: 'Autentificare',
    forgotPassword: 'Ai uitat parola?',
    noAccount: 'Ești nou aici?',
    createAccount: 'Creează un cont',
  },
  signUp: {
    title: 'Creează-ți contul',
    email: 'Adresă de e-mail',
    password: 'Parolă',
    country: 'Țară',
    countryPlaceholder: 'Scrie pentru a căuta',
    currency: 'Monedă',
    promoCode: 'Cod promoțional (opțional)',
    promoCodeHelp: 'Ai un cod? Bonusul lui se adaugă în contul tău.',
    consents: 'Acorduri',
    termsAndPrivacy: 'Accept termenii și condițiile și politica de confidențialitate',
    personalData: 'Sunt de acord cu prelucrarea datelor mele personale',
    over18: 'Am peste 18 ani',
    marketing: {
      legend: 'Oferte și noutăți (opțional)',
      hint: 'Bifați doar ce doriți; puteți schimba oricând din profil.',
      casino: {
        email: 'Oferte de cazino prin e-mail',
        sms: 'Oferte de cazino prin SMS',
        phone: 'Oferte de cazino prin telefon',
      },
      sport: {
        email: 'Oferte sport prin e-mail',
        sms: 'Oferte sport prin SMS',
        phone: 'Oferte sport prin telefon',
      },
    },
    submit: 'Înregistrare',
    haveAccount: 'Ai deja un cont?',
    logIn: 'Autentificare',
  },
  bonus: {
    title: 'Bonus de bun venit',
    offer: '{{percent}}% până la {{amount}} + {{spins}} rotiri gratuite',
    offerShort: '{{percent}}% până la {{amount}}',
    note: 'Al tău la prima depunere.',
  },
  thankYou: {
    title: 'Îți mulțumim pentru înregistrare!',
    lead: 'Contul tău este gata și ești autentificat.',
    start: 'Hai să jucăm',
  },
  backToSignUp: {
    title: 'Renunți la înregistrare?',
    text: 'Mai ai foarte puțin. Bonusul de bun venit te așteaptă.',
    back: 'Înapoi la înregistrare',
    leave: 'Renunț',
  },
  reset: {
    title: 'Resetează parola',
    newTitle: 'Alege o parolă nouă',
    intro:
      'Introdu adresa de e-mail a contului. Îți trimitem un link pentru a alege o parolă nouă.',
    email: 'Adresă de e-mail',
    send: 'Trimite linkul',
    sent: 'Dacă există un cont pentru {{email}}, i-am trimis un link pentru resetarea parolei. Linkul este valabil o oră.',
    done: 'Gata',
    newPassword: 'Parola nouă',
    confirmation: 'Repetă parola nouă',
    save: 'Salvează parola nouă',
    again: 'Cere un link nou',
  },
  resetSuccess: {
    title: 'Parola a fost schimbată',
    text: 'Autentifică-te cu parola nouă. Pentru siguranța ta, toate celelalte sesiuni ale contului au fost închise.',
    logIn: 'Autentificare',
  },
  welcomeBack: {
    title: 'Bine ai revenit!',
    text: 'Autentifică-te din nou ca să continui de unde ai rămas.',
  },
};
