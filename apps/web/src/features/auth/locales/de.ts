import type { AuthStrings } from './en.js';

export const AUTH_DE: AuthStrings = {
  login: {
    title: 'Bei Ihrem Konto anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Neu hier?',
    createAccount: 'Konto erstellen',
  },
  signUp: {
    title: 'Konto erstellen',
    email: 'E-Mail',
    password: 'Passwort',
    country: 'Land',
    countryPlaceholder: 'Zum Suchen tippen',
    currency: 'Währung',
    promoCode: 'Promo-Code (optional)',
    promoCodeHelp: 'Sie haben einen Code? Sein Bonus wird Ihrem Konto gutgeschrieben.',
    consents: 'Zustimmungen',
    termsAndPrivacy:
      'Ich akzeptiere die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung',
    personalData: 'Ich stimme der Verarbeitung meiner personenbezogenen Daten zu',
    over18: 'Ich bin über 18 Jahre alt',
    marketing: {
      legend: 'Angebote und Neuigkeiten (optional)',
      hint: 'Kreuzen Sie nur an, was Sie möchten; Sie können es jederzeit im Profil ändern.',
      casino: {
        email: 'Casino-Angebote per E-Mail',
        sms: 'Casino-Angebote per SMS',
        phone: 'Casino-Angebote per Telefon',
      },
      sport: {
        email: 'Sport-Angebote per E-Mail',
        sms: 'Sport-Angebote per SMS',
        phone: 'Sport-Angebote per Telefon',
      },
    },
    submit: 'Registrieren',
    haveAccount: 'Sie haben bereits ein Konto?',
    logIn: 'Anmelden',
  },
  bonus: {
    title: 'Willkommensbonus',
    offer: '{{percent}} % bis zu {{amount}} + {{spins}} Freispiele',
    offerShort: '{{percent}} % bis zu {{amount}}',
    note: 'Ihrer mit der ersten Einzahlung.',
  },
  thankYou: {
    title: 'Danke für Ihre Registrierung!',
    lead: 'Ihr Konto ist bereit und Sie sind angemeldet.',
    start: 'Los geht’s',
  },
  backToSignUp: {
    title: 'Registrierung abbrechen?',
    text: 'Sie sind fast fertig. Ihr Willkommensbonus wartet auf Sie.',
    back: 'Zurück zur Registrierung',
    leave: 'Abbrechen',
  },
  reset: {
    title: 'Passwort zurücksetzen',
    newTitle: 'Neues Passwort wählen',
    intro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.',
    email: 'E-Mail',
    send: 'Link senden',
    sent: 'Falls es ein Konto für {{email}} gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet. Der Link gilt eine Stunde.',
    done: 'Fertig',
    newPassword: 'Neues Passwort',
    confirmation: 'Neues Passwort wiederholen',
    save: 'Neues Passwort speichern',
    again: 'Neuen Link anfordern',
  },
  resetSuccess: {
    title: 'Ihr Passwort wurde geändert',
    text: 'Melden Sie sich mit Ihrem neuen Passwort an. Zu Ihrer Sicherheit wurden alle anderen Sitzungen Ihres Kontos beendet.',
    logIn: 'Anmelden',
  },
  welcomeBack: {
    title: 'Willkommen zurück!',
    text: 'Melden Sie sich wieder an und machen Sie dort weiter, wo Sie aufgehört haben.',
  },
};
