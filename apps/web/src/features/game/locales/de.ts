import type { GameStrings } from './en.js';

export const GAME_DE: GameStrings = {
  page: {
    loading: 'Das Spiel wird geladen',
    frameTitle: '{{name}} von {{provider}}',
    close: 'Spiel schließen',
    fullscreen: 'Vollbild',
    exitFullscreen: 'Vollbild beenden',
    favourite: 'Favorit',
    demo: 'Demo',
    realMoney: 'Echtgeld',
    playForReal: 'Um Echtgeld spielen',
    playDemo: 'Demo spielen',
    deposit: 'Einzahlen',
    tryAgain: 'Erneut versuchen',
    logIn: 'Anmelden',
    signUp: 'Registrieren',
    signInTitle: 'Melden Sie sich an, um die Demo zu spielen',
    signInText:
      'Im Vereinigten Königreich sind kostenlose Spiele nur für verifizierte Spieler. Melden Sie sich an oder erstellen Sie ein Konto, um die Demo zu spielen.',
    signUpTitle: 'Erstellen Sie ein Konto, um um Echtgeld zu spielen',
    signUpText: 'Ihr Spiel wartet auf Sie, sobald Sie sich registriert haben.',
    chooseAnother: 'Anderes Spiel wählen',
    completeProfile: 'Profil vervollständigen',
  },
  notAvailable: {
    title: 'Spiel nicht verfügbar',
    text: 'Dieses Spiel kann gerade nicht gespielt werden. Bitte wählen Sie ein anderes.',
  },
  notification: {
    title: 'Bonusgeld zählt hier nicht',
    realMoney: 'Ihre Einsätze in {{name}} werden von Ihrem Echtgeld bezahlt.',
    continue: 'Mit Echtgeld spielen',
    notNow: 'Nicht jetzt',
    gotIt: 'Verstanden',
  },
  switchToReal: {
    title: 'Um Echtgeld spielen?',
    text: 'Sie spielen {{name}} zum Spaß. Wechseln Sie zu Echtgeld, um echte Gewinne zu erzielen.',
    confirm: 'Um Echtgeld spielen',
    stay: 'Weiter die Demo spielen',
  },
  insufficientBalance: {
    text: 'Zahlen Sie ein, um {{name}} um Echtgeld zu spielen.',
    betText: 'Zahlen Sie ein, um Ihre Wette zu platzieren.',
    deposit: 'Jetzt einzahlen',
    notNow: 'Nicht jetzt',
  },
  profile: {
    title: 'Vervollständigen Sie Ihr Profil',
    birthdayTitle: 'Ihr Geburtsdatum',
    why: 'Der Spieleanbieter benötigt diese Angaben, bevor Sie spielen.',
    saveAndPlay: 'Speichern und spielen',
    cancel: 'Abbrechen',
  },
};
