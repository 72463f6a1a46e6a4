import type { GameStrings } from './en.js';

export const GAME_PT: GameStrings = {
  page: {
    loading: 'A carregar o jogo',
    frameTitle: '{{name}} de {{provider}}',
    close: 'Fechar o jogo',
    fullscreen: 'Ecrã inteiro',
    exitFullscreen: 'Sair do ecrã inteiro',
    favourite: 'Favorito',
    demo: 'Demo',
    realMoney: 'Dinheiro real',
    playForReal: 'Jogar a dinheiro',
    playDemo: 'Jogar a demo',
    deposit: 'Depositar',
    tryAgain: 'Tentar de novo',
    logIn: 'Entrar',
    signUp: 'Registar',
    signInTitle: 'Entre para jogar a demo',
    signInText:
      'No Reino Unido, os jogos gratuitos são só para jogadores verificados. Entre, ou crie uma conta, para jogar a demo.',
    signUpTitle: 'Crie uma conta para jogar a dinheiro real',
    signUpText: 'O seu jogo fica à sua espera depois de se registar.',
    chooseAnother: 'Escolher outro jogo',
    completeProfile: 'Completar o perfil',
  },
  notAvailable: {
    title: 'Jogo indisponível',
    text: 'Este jogo não pode ser jogado agora. Escolha outro, por favor.',
  },
  notification: {
    title: 'O dinheiro de bónus não conta aqui',
    realMoney: 'As suas apostas em {{name}} são pagas com o seu dinheiro real.',
    continue: 'Jogar com dinheiro real',
    notNow: 'Agora não',
    gotIt: 'Entendido',
  },
  switchToReal: {
    title: 'Jogar a dinheiro real?',
    text: 'Está a jogar {{name}} por diversão. Mude para dinheiro real para ganhar prémios reais.',
    confirm: 'Jogar a dinheiro',
    stay: 'Continuar na demo',
  },
  insufficientBalance: {
    text: 'Faça um depósito para jogar {{name}} a dinheiro real.',
    betText: 'Faça um depósito para fazer a sua aposta.',
    deposit: 'Fazer um depósito',
    notNow: 'Agora não',
  },
  profile: {
    title: 'Complete o seu perfil',
    birthdayTitle: 'A sua data de nascimento',
    why: 'O fornecedor do jogo precisa destes dados antes de jogar.',
    saveAndPlay: 'Guardar e jogar',
    cancel: 'Cancelar',
  },
};
