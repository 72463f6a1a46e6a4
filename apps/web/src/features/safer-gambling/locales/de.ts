import type { SaferGamblingStrings } from './en.js';

export const SAFER_GAMBLING_DE: SaferGamblingStrings = {
  limits: {
    title: 'Limits',
    lead: 'Lege fest, wie viel du einzahlen oder verlieren kannst und wie lange du spielst. Ein niedrigeres Limit gilt sofort, ein höheres oder das Entfernen eines Limits erst nach 24 Stunden.',
    loadError: 'Deine Limits konnten nicht geladen werden.',
    none: 'Kein Limit festgelegt',
    current: 'Dein Limit: {{value}}',
    meter: 'Genutzt von deinem {{name}}',
    used: '{{used}} von {{value}}',
    usedMinutes: '{{used}} von {{value}} Minuten in dieser Sitzung',
    resets: 'Wird am {{date}} zurückgesetzt',
    sessionResets: 'Wird bei deiner nächsten Anmeldung zurückgesetzt',
    pendingRaise: 'Steigt am {{date}} auf {{value}}',
    pendingRemoval: 'Entfällt am {{date}}',
    cancelPending: 'Diese Änderung zurücknehmen',
    newValue: 'Neues Limit ({{unit}})',
    newValueHint: 'Gib einen beliebigen Betrag mit bis zu zwei Dezimalstellen ein.',
    newMinutesHint: 'Von {{min}} bis {{max}} Minuten.',
    minutes: 'Minuten',
    save: 'Limit speichern',
    remove: 'Limit entfernen',
    savedNow: 'Gespeichert: Dein neues Limit gilt ab sofort.',
    savedLater:
      'Gespeichert: Dein höheres Limit gilt ab {{date}}. Bis dahin kannst du es zurücknehmen.',
    cancelled: 'Die Änderung ist zurückgenommen: Dein Limit bleibt, wie es ist.',
    learnMore: 'Über verantwortungsvolles Spielen',
    review: {
      title: 'Zeit, deine Limits zu prüfen',
      text: 'Alle sechs Monate bitten wir dich zu prüfen, ob deine Limits noch zu dir passen.',
      done: 'Meine Limits passen',
      open: 'Limits prüfen',
    },
  },
  prompt: {
    title: 'Lege ein Einzahlungslimit fest',
    lead: 'Wähle vor deiner Einzahlung, wie viel du höchstens einzahlen möchtest. Ein Limit festzulegen ist die empfohlene Wahl; du kannst es jederzeit in deinem Konto unter Limits ändern.',
    period: 'Zeitraum',
    periods: { depositDay: '24 Stunden', depositWeek: '7 Tage', depositMonth: '1 Monat' },
    set: 'Limit festlegen',
    skip: 'Nicht jetzt',
    skipTitle: 'Ohne Limit fortfahren?',
    skipText:
      'Ohne Limit hält nichts deine Einzahlungen auf. Du kannst später in deinem Konto unter Limits eines festlegen.',
    skipConfirm: 'Ja, ohne Limit fortfahren',
    back: 'Ein Limit festlegen',
  },
  kinds: {
    depositDay: {
      title: '24-Stunden-Einzahlungslimit',
      name: '24-Stunden-Einzahlungslimit',
      text: 'Der Höchstbetrag, den du in 24 Stunden einzahlen kannst.',
    },
    depositWeek: {
      title: '7-Tage-Einzahlungslimit',
      name: '7-Tage-Einzahlungslimit',
      text: 'Der Höchstbetrag, den du in 7 Tagen einzahlen kannst.',
    },
    depositMonth: {
      title: 'Monatliches Einzahlungslimit',
      name: 'monatlichen Einzahlungslimit',
      text: 'Der Höchstbetrag, den du in einem Monat einzahlen kannst.',
    },
    loss: {
      title: '24-Stunden-Verlustlimit',
      name: '24-Stunden-Verlustlimit',
      text: 'Der Höchstbetrag, den du in 24 Stunden verlieren kannst: Echtgeld-Einsätze abzüglich Gewinne.',
    },
    session: {
      title: 'Sitzungszeitlimit',
      name: 'Sitzungszeitlimit',
      text: 'Wie lange du nach der Anmeldung mit Echtgeld spielen kannst.',
    },
  },
  page: {
    title: 'Verantwortungsvolles Spielen',
    lead: 'Glücksspiel soll Spaß machen. Diese Werkzeuge helfen dir, die Kontrolle zu behalten, und unabhängige Stellen sind für dich da, wenn es keinen Spaß mehr macht.',
    limits: {
      title: 'Limits',
      text: 'Lege Einzahlungslimits für 24 Stunden, 7 Tage und einen Monat fest, ein 24-Stunden-Verlustlimit und ein Sitzungszeitlimit. Ist ein Limit erreicht, sind Einzahlungen oder Echtgeldspiel bis zum Zurücksetzen gesperrt.',
      cooling:
        'Ein niedrigeres Limit gilt sofort. Ein höheres Limit oder das Entfernen eines Limits wartet 24 Stunden, und du kannst es in dieser Zeit zurücknehmen.',
      guest: 'Melde dich an, um deine Limits in deinem Konto unter Limits festzulegen.',
      open: 'Limits festlegen',
    },
    timeOut: {
      title: 'Auszeit',
      text: 'Eine Auszeit sperrt dein Konto für eine Pause, von 24 Stunden bis zu sechs Wochen. Bis sie endet, kannst du weder spielen noch einzahlen.',
      how: 'Eine Auszeit kannst du hier noch nicht selbst festlegen. Bis dahin richtet unser Support sie sofort für dich ein, rund um die Uhr und ohne Fragen.',
    },
    selfExclusion: {
      title: 'Selbstsperre',
      text: 'Eine Selbstsperre sperrt dein Konto für sechs Monate oder länger und lässt sich vor Ablauf nicht aufheben.',
      how: 'Unser Support richtet sie sofort für dich ein. Spieler in Großbritannien können sich mit GAMSTOP zudem bei allen lizenzierten Seiten sperren lassen.',
    },
    help: {
      title: 'Wo du Hilfe findest',
      text: 'Kostenlose, vertrauliche Beratung von unabhängigen Stellen:',
      newTab: '(öffnet in einem neuen Tab)',
      organisations: {
        gamcare: 'GamCare: Beratung und Unterstützung',
        begambleaware: 'BeGambleAware: Information und Hilfe',
        gamstop: 'GAMSTOP: Selbstsperre bei allen britischen Seiten',
        gamblingTherapy: 'Gambling Therapy: Hilfe in vielen Sprachen',
        gamblersAnonymous: 'Anonyme Spieler: Treffen und Unterstützung',
      },
    },
    minors: {
      title: 'Erst ab 18',
      text: 'Niemand unter 18 darf spielen. Behalte deine Zugangsdaten für dich und nutze Jugendschutzfilter auf Geräten, die Kinder mitbenutzen.',
    },
    more: 'Unsere Richtlinie zum verantwortungsvollen Spielen',
  },
  link: 'Einzahlungslimits',
};
