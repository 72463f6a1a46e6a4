import type { MessageCatalogue } from './messages.js';

export const MESSAGES_DE = {
  blockedCountry: {
    documentTitle: 'Dein Land ist gesperrt',
    title: 'Deine Region ist gesperrt!',
    description: 'Diese Website nimmt keine Besucher aus deinem Land an.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    description: 'Die angeforderte URL wurde auf diesem Server nicht gefunden.',
    toMain: 'Zur Startseite',
  },
  somethingWentWrong: 'Etwas ist schiefgelaufen',
  somethingWentWrongText: 'Bitte versuche es erneut.',
  retry: 'Erneut versuchen',
  errors: {
    unexpected:
      'Hoppla! Etwas Unerwartetes ist passiert. Bitte versuche es später erneut oder kontaktiere den Support',
    notEnoughMoney: 'Nicht genug Guthaben auf dem Konto',
    insufficientBalance: 'Guthaben reicht für diesen Einsatz nicht aus',
    bonusNotFound: 'Bonus nicht gefunden',
    noBonusesInQueue: 'Keine Boni in der Warteschlange',
    transactionsNotFound: 'Keine Transaktionen gefunden',
    noGamesFound: 'Keine Spiele gefunden',
    noSuchCountry: 'Dieses Land gibt es nicht',
    noSuchOption: 'Diese Option gibt es nicht',
    noSuchCode: 'Diesen Code gibt es nicht',
    selectCountry: 'Bitte wähle ein Land aus der Liste',
    promoCodeInvalid: 'Der Promo-Code ist ungültig',
    imageTooLarge: 'Das Bild muss kleiner als 5 MB sein',
    imageFormat: 'Das Bild muss im Format png, jpeg, pdf, bmp oder jpg sein',
    tooManyImages: 'Entschuldigung! Du kannst höchstens so viele Bilder hochladen: {{count}}',
    fewerPhotos: 'Es müssen weniger als {{count}} Fotos sein',
    over18: 'Du musst über 18 Jahre alt sein',
    invalidBirthFormat: 'Ungültiges Format des Geburtsdatums',
    invalidDate: 'Gib ein gültiges Datum ein',
    nonFilledBirth: 'Bitte gib dein Geburtsdatum an, um dieses Spiel zu spielen',
    profileIncomplete: 'Bitte vervollständige dein Profil, um dieses Spiel zu spielen',
    paymentProfileIncomplete:
      'Bitte vervollständige dein Profil, um diese Zahlungsmethode zu nutzen',
    required: 'Dieses Feld ist erforderlich',
    valueRequired: 'Dieser Wert ist erforderlich',
    maxLength: 'Der Wert darf nicht länger sein als {{max}}',
    minLength: 'Der Wert darf nicht kürzer sein als {{min}}',
    passwordsDontMatch: 'Die Passwörter stimmen nicht überein',
    samePassword: 'Das neue Passwort muss sich vom alten unterscheiden',
    passwordCharacters: 'Verwende nur lateinische Buchstaben, Ziffern und #$-._@&!;%:?*()^',
    invalidEmail: 'Gib eine gültige E-Mail-Adresse ein',
    incorrectNumber: 'Falsche Nummer',
    invalidPhone: 'Ungültige Telefonnummer',
    phoneStartsWithZero: 'Die Telefonnummer darf nicht mit 0 beginnen',
    onlyNumbers: 'Verwende nur Ziffern',
    amountMin: 'Der Betrag muss >= {{min}} sein',
    amountMax: 'Der Höchstbetrag ist {{max}}',
    positiveNumber: 'Gib eine positive Zahl ein',
    invalidAmount: 'Gib einen Betrag mit höchstens zwei Nachkommastellen ein',
    invalidCharacters: 'Dieses Feld enthält nicht erlaubte Zeichen',
    capitalLettersOnly: 'Verwende nur Großbuchstaben und Ziffern',
    lettersAndDigitsOnly: 'Verwende nur lateinische Buchstaben und Ziffern',
    mustAgree: 'Bitte bestätige, um fortzufahren',
    withdrawalDetailsUnavailable:
      'Die Details dieser Auszahlung konnten nicht geladen werden. Bitte wende dich mit der Transaktions-ID {{transactionId}} an den Support.',
    accessDenied: 'Zugriff verweigert',
    accessDeniedText:
      'Dieses Spiel ist in deinem Land nicht verfügbar. Bitte kontaktiere den Support.',
    unauthorized: 'Bitte melde dich an, um fortzufahren',
    batchTooLarge: 'Diese Anfrage verlangt zu viel auf einmal. Bitte lade die Seite neu.',
    tooManyRequests: 'Zu viele Versuche. Bitte versuche es gleich noch einmal.',
    tooManyAttempts: 'Zu viele Versuche. Du kannst es in {{seconds}} s erneut versuchen.',
    upstreamUnavailable:
      'Dieser Dienst ist vorübergehend nicht verfügbar. Bitte versuche es später erneut.',
    invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch',
    emailTaken: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto',
    wrongPassword: 'Das aktuelle Passwort ist falsch',
    invalidInput: 'Bitte überprüfe deine Eingaben',
    notFound: 'Das Gesuchte wurde nicht gefunden',
    actionUnavailable: 'Diese Aktion ist gerade nicht möglich',
    dailyBonusCollected: 'Der heutige Bonus wurde bereits abgeholt',
    passwordResetInvalid:
      'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
    catchGameClosed: 'Das Fangspiel läuft heute nicht',
    idempotencyKeyReused:
      'Diese Anfrage wurde bereits mit anderen Angaben gesendet. Bitte beginne von vorn.',
    requestInProgress: 'Deine vorherige Anfrage wird noch bearbeitet. Bitte warte einen Moment.',
    limitDepositDay:
      'Diese Einzahlung würde dein 24-Stunden-Einzahlungslimit von {{limit}} überschreiten ({{used}} genutzt). Es wird am {{resetsAt}} zurückgesetzt.',
    limitDepositWeek:
      'Diese Einzahlung würde dein 7-Tage-Einzahlungslimit von {{limit}} überschreiten ({{used}} genutzt). Es wird am {{resetsAt}} zurückgesetzt.',
    limitDepositMonth:
      'Diese Einzahlung würde dein monatliches Einzahlungslimit von {{limit}} überschreiten ({{used}} genutzt). Es wird am {{resetsAt}} zurückgesetzt.',
    limitLoss:
      'Dein 24-Stunden-Verlustlimit von {{limit}} ist erreicht ({{used}} verloren). Es wird am {{resetsAt}} zurückgesetzt.',
    limitSession:
      'Dein Sitzungszeitlimit von {{limit}} Minuten ist erreicht. Mach eine Pause: Es wird bei deiner nächsten Anmeldung zurückgesetzt.',
    timeOutActive: 'Du machst eine Pause bis {{until}}. Danach kannst du dich wieder anmelden.',
    selfExcluded:
      'Du bist bis {{until}} gesperrt (Selbstausschluss). Vorher ist keine Anmeldung möglich.',
    selfExcludedIndefinite:
      'Du bist unbefristet gesperrt (Selbstausschluss). Keine Anmeldung möglich.',
    selfExclusionEnded:
      'Dein Selbstausschluss ist abgelaufen. Beantrage unten die Rückkehr; nach einer Abkühlphase kannst du dich anmelden.',
    selfExclusionCoolingOff:
      'Deine Rückkehr ist in der Abkühlphase. Anmeldung ab {{until}} möglich.',
    returnNotYet: 'Die Rückkehr kann erst nach Ablauf des Selbstausschlusses beantragt werden.',
    gamstopRegistered:
      'Diese E-Mail ist bei GAMSTOP, der nationalen Sperrliste, eingetragen und kann nicht zum Spielen genutzt werden.',
  },
  gameNotification: {
    notAvailable: 'Dieses Spiel ist nicht verfügbar, solange du mit einem Bonus spielst',
    notForBonusMoney: 'Dieses Spiel ist mit Bonusgeld nicht verfügbar',
    notCountingTowardsWagering: 'Dieses Spiel zählt nicht zu den Umsatzbedingungen',
  },
  shop: {
    notEnoughSnowflakes: 'Nicht genug Schneeflocken',
    notEnoughPoints: 'Nicht genug Treuepunkte',
  },
  miniGame: {
    levelTooLow: 'Leider musst du zuerst dein Level erhöhen',
    noChancesLeft:
      'Du hast heute alle Versuche genutzt. Versuche es morgen oder zahle ein, um einen neuen Versuch zu erhalten.',
  },
  deposit: {
    bankingDaysNote: 'Manche Zahlungsmethoden benötigen bis zu {{days}} Bankarbeitstage.',
  },
  verification: {
    approvalTime: 'Die Prüfung dauert {{min}} bis {{max}} Stunden.',
  },
} as const satisfies MessageCatalogue;
