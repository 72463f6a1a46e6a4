import type { TournamentsStrings } from './en.js';

export const TOURNAMENTS_PT: TournamentsStrings = {
  list: {
    title: 'Torneios',
    lead: 'Compita com outros jogadores nos jogos do torneio: cada aposta com dinheiro real soma pontos.',
    filter: 'Mostrar torneios',
    empty: 'Não há torneios aqui neste momento.',
  },
  filters: {
    all: 'Todos',
    local: 'Locais',
    network: 'Em rede',
    finished: 'Terminados',
  },
  kind: {
    local: 'Torneio local',
    network: 'Torneio em rede',
  },
  phase: {
    upcoming: 'Começa em',
    running: 'Termina em',
    finished: 'Terminado',
  },
  card: {
    prizePool: 'Prémios totais',
    dates: 'Datas',
  },
  detail: {
    back: 'Todos os torneios',
    notFound: 'Torneio não encontrado',
    facts: 'Dados do torneio',
    prizePool: 'Prémios totais',
    duration: 'Duração',
    winners: 'Vencedores',
    minBet: 'Aposta mínima',
    starts: 'Começa',
    ends: 'Termina',
    prizes: 'Prémios por lugar',
    place: 'Lugar',
    prize: 'Prémio',
    games: 'Jogos do torneio',
  },
  board: {
    leaderboard: 'Classificação',
    results: 'Resultados finais',
    player: 'Jogador',
    points: 'Pontos',
    you: 'Você',
    updated: 'Atualizado {{time}}',
    notStarted: 'A classificação abre quando o torneio começar.',
    empty: 'Ainda ninguém pontuou.',
    notIn: 'Aposte dinheiro real num dos jogos do torneio para entrar na classificação.',
    guest: 'Inicie sessão para ver o seu lugar na classificação.',
    signIn: 'Iniciar sessão',
  },
  standing: {
    title: 'A sua corrida',
    place: '{{place}}.º lugar com {{points}} pontos',
    nextPaidPlace:
      'Aposte mais {{bet}} para chegar ao {{place}}.º lugar, o próximo lugar premiado.',
    top: 'Está em primeiro lugar.',
    keepPlace: 'Aposte mais {{bet}} para manter o {{place}}.º lugar até ao fim, ao ritmo atual.',
    keeping: 'Ao ritmo atual mantém o {{place}}.º lugar até ao fim.',
    rule: 'Cada aposta com dinheiro real de {{minBet}} ou mais nos jogos do torneio soma 10 pontos por euro.',
  },
};
