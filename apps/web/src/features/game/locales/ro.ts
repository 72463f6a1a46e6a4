import type { GameStrings } from './en.js';

export const GAME_RO: GameStrings = {
  page: {
    loading: 'Se încarcă jocul',
    frameTitle: '{{name}} de la {{provider}}',
    close: 'Închide jocul',
    fullscreen: 'Ecran complet',
    exitFullscreen: 'Ieși din ecranul complet',
    favourite: 'Favorit',
    demo: 'Demo',
    realMoney: 'Bani reali',
    playForReal: 'Joacă pe bani reali',
    playDemo: 'Joacă demo',
    deposit: 'Depunere',
    tryAgain: 'Încearcă din nou',
    logIn: 'Autentificare',
    signUp: 'Înregistrare',
    signInTitle: 'Autentifică-te ca să joci demo',
    signInText:
      'În Regatul Unit, jocurile gratuite sunt doar pentru jucătorii verificați. Autentifică-te sau creează un cont ca să joci demo.',
    signUpTitle: 'Creează un cont ca să joci pe bani reali',
    signUpText: 'Jocul te așteaptă după ce te înregistrezi.',
    chooseAnother: 'Alege alt joc',
    completeProfile: 'Completează profilul',
  },
  notAvailable: {
    title: 'Joc indisponibil',
    text: 'Acest joc nu poate fi jucat acum. Te rugăm să alegi altul.',
  },
  notification: {
    title: 'Banii din bonus nu contează aici',
    realMoney: 'Pariurile tale la {{name}} se plătesc din banii reali.',
    continue: 'Joacă pe bani reali',
    notNow: 'Nu acum',
    gotIt: 'Am înțeles',
  },
  switchToReal: {
    title: 'Joci pe bani reali?',
    text: 'Joci {{name}} de plăcere. Treci la bani reali ca să câștigi premii reale.',
    confirm: 'Joacă pe bani reali',
    stay: 'Continuă cu demo',
  },
  insufficientBalance: {
    text: 'Fă o depunere ca să joci {{name}} pe bani reali.',
    betText: 'Fă un depozit pentru a plasa pariul.',
    deposit: 'Fă o depunere',
    notNow: 'Nu acum',
  },
  profile: {
    title: 'Completează-ți profilul',
    birthdayTitle: 'Data ta de naștere',
    why: 'Furnizorul jocului are nevoie de aceste date înainte să joci.',
    saveAndPlay: 'Salvează și joacă',
    cancel: 'Anulează',
  },
};
