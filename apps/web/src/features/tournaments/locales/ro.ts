import type { TournamentsStrings } from './en.js';

export const TOURNAMENTS_RO: TournamentsStrings = {
  list: {
    title: 'Turnee',
    lead: 'Concurează cu alți jucători la jocurile turneului: fiecare pariu cu bani reali aduce puncte.',
    filter: 'Arată turneele',
    empty: 'Nu sunt turnee aici acum.',
  },
  filters: {
    all: 'Toate',
    local: 'Locale',
    network: 'Din rețea',
    finished: 'Încheiate',
  },
  kind: {
    local: 'Turneu local',
    network: 'Turneu în rețea',
  },
  phase: {
    upcoming: 'Începe în',
    running: 'Se termină în',
    finished: 'Încheiat',
  },
  card: {
    prizePool: 'Fond de premii',
    dates: 'Perioada',
  },
  detail: {
    back: 'Toate turneele',
    notFound: 'Turneul nu a fost găsit',
    facts: 'Detaliile turneului',
    prizePool: 'Fond de premii',
    duration: 'Durata',
    winners: 'Câștigători',
    minBet: 'Pariu minim',
    starts: 'Începe',
    ends: 'Se termină',
    prizes: 'Premii pe locuri',
    place: 'Locul',
    prize: 'Premiu',
    games: 'Jocurile turneului',
  },
  board: {
    leaderboard: 'Clasament',
    results: 'Rezultate finale',
    player: 'Jucător',
    points: 'Puncte',
    you: 'Tu',
    updated: 'Actualizat {{time}}',
    notStarted: 'Clasamentul se deschide când începe turneul.',
    empty: 'Nimeni nu a marcat încă.',
    notIn: 'Pariază bani reali la unul dintre jocurile turneului ca să intri în clasament.',
    guest: 'Autentifică-te ca să-ți vezi locul în clasament.',
    signIn: 'Autentificare',
  },
  standing: {
    title: 'Cursa ta',
    place: 'Locul {{place}} cu {{points}} puncte',
    nextPaidPlace: 'Mai pariază {{bet}} ca să ajungi pe locul {{place}}, următorul loc premiat.',
    top: 'Ești pe primul loc.',
    keepPlace:
      'Mai pariază {{bet}} ca să păstrezi locul {{place}} până la final, în ritmul actual.',
    keeping: 'În ritmul actual păstrezi locul {{place}} până la final.',
    rule: 'Fiecare pariu cu bani reali de cel puțin {{minBet}} la jocurile turneului aduce 10 puncte pe euro.',
  },
};
