import type { TournamentsStrings } from './en.js';

export const TOURNAMENTS_DE: TournamentsStrings = {
  list: {
    title: 'Turniere',
    lead: 'Tritt auf den Turnierspielen gegen andere an: Jeder Echtgeld-Einsatz bringt Punkte.',
    filter: 'Turniere anzeigen',
    empty: 'Gerade gibt es hier keine Turniere.',
  },
  filters: {
    all: 'Alle',
    local: 'Lokal',
    network: 'Netzwerk',
    finished: 'Beendet',
  },
  kind: {
    local: 'Lokal',
    network: 'Netzwerk',
  },
  phase: {
    upcoming: 'Beginnt in',
    running: 'Endet in',
    finished: 'Beendet',
  },
  card: {
    prizePool: 'Preispool',
    dates: 'Zeitraum',
  },
  detail: {
    back: 'Alle Turniere',
    notFound: 'Turnier nicht gefunden',
    facts: 'Turnierdaten',
    prizePool: 'Preispool',
    duration: 'Dauer',
    winners: 'Gewinner',
    minBet: 'Mindesteinsatz',
    starts: 'Beginn',
    ends: 'Ende',
    prizes: 'Preise nach Platz',
    place: 'Platz',
    prize: 'Preis',
    games: 'Turnierspiele',
  },
  board: {
    leaderboard: 'Rangliste',
    results: 'Endergebnis',
    player: 'Spieler',
    points: 'Punkte',
    you: 'Du',
    updated: 'Aktualisiert {{time}}',
    notStarted: 'Die Rangliste öffnet, wenn das Turnier beginnt.',
    empty: 'Noch hat niemand gepunktet.',
    notIn: 'Setze Echtgeld auf eines der Turnierspiele, um in die Rangliste zu kommen.',
    guest: 'Melde dich an, um deinen Platz in der Rangliste zu sehen.',
    signIn: 'Anmelden',
  },
  standing: {
    title: 'Dein Rennen',
    place: 'Platz {{place}} mit {{points}} Punkten',
    nextPaidPlace:
      'Setze noch {{bet}}, um Platz {{place}} zu erreichen, den nächsten bezahlten Platz.',
    top: 'Du liegst auf Platz eins.',
    keepPlace: 'Setze noch {{bet}}, um Platz {{place}} beim jetzigen Tempo bis zum Ende zu halten.',
    keeping: 'Beim jetzigen Tempo hältst du Platz {{place}} bis zum Ende.',
    rule: 'Jeder Echtgeld-Einsatz ab {{minBet}} auf die Turnierspiele bringt 10 Punkte je Euro.',
  },
};
