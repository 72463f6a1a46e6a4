import type { MessageCatalogue } from './messages.js';

export const MESSAGES_PT = {
  blockedCountry: {
    documentTitle: 'O seu país está bloqueado',
    title: 'A sua região está bloqueada!',
    description: 'Este site não aceita visitantes do seu país.',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'O URL solicitado não foi encontrado neste servidor.',
    toMain: 'Ir para a página principal',
  },
  somethingWentWrong: 'Algo correu mal',
  somethingWentWrongText: 'Por favor, tente novamente.',
  retry: 'Tentar novamente',
  errors: {
    unexpected:
      'Ups! Aconteceu algo inesperado. Tente novamente mais tarde ou contacte o apoio ao cliente',
    notEnoughMoney: 'Saldo insuficiente na conta',
    insufficientBalance: 'Saldo insuficiente para fazer uma aposta',
    bonusNotFound: 'Bónus não encontrado',
    noBonusesInQueue: 'Não há bónus na fila',
    transactionsNotFound: 'Nenhuma transação encontrada',
    noGamesFound: 'Nenhum jogo encontrado',
    noSuchCountry: 'Este país não existe',
    noSuchOption: 'Esta opção não existe',
    noSuchCode: 'Este código não existe',
    selectCountry: 'Selecione um país da lista',
    promoCodeInvalid: 'O código promocional é inválido',
    imageTooLarge: 'A imagem tem de ter menos de 5 MB',
    imageFormat: 'A imagem tem de estar em formato png, jpeg, pdf, bmp ou jpg',
    tooManyImages: 'Lamentamos! Não pode carregar mais imagens do que: {{count}}',
    fewerPhotos: 'Tem de ter menos de {{count}} fotografias',
    over18: 'Tem de ter mais de 18 anos',
    invalidBirthFormat: 'Formato de data de nascimento inválido',
    invalidDate: 'Introduza uma data válida',
    nonFilledBirth: 'Preencha a sua data de nascimento para jogar este jogo',
    profileIncomplete: 'Complete o seu perfil para jogar este jogo',
    paymentProfileIncomplete: 'Complete o seu perfil para usar este método de pagamento',
    required: 'Este campo é obrigatório',
    valueRequired: 'Este valor é obrigatório',
    maxLength: 'O valor não pode ter mais de {{max}}',
    minLength: 'O valor não pode ter menos de {{min}}',
    passwordsDontMatch: 'As palavras-passe não coincidem',
    samePassword: 'A nova palavra-passe tem de ser diferente da antiga',
    passwordCharacters: 'Use apenas letras latinas, algarismos e #$-._@&!;%:?*()^',
    invalidEmail: 'Introduza um e-mail válido',
    incorrectNumber: 'Número incorreto',
    invalidPhone: 'Número de telefone inválido',
    phoneStartsWithZero: 'O número de telefone não pode começar por 0',
    onlyNumbers: 'Use apenas algarismos',
    amountMin: 'O montante tem de ser >= {{min}}',
    amountMax: 'O montante máximo é {{max}}',
    positiveNumber: 'Introduza um número positivo',
    invalidAmount: 'Introduza um montante com no máximo duas casas decimais',
    invalidCharacters: 'Este campo contém caracteres não permitidos',
    capitalLettersOnly: 'Use apenas letras maiúsculas e algarismos',
    lettersAndDigitsOnly: 'Use apenas letras latinas e algarismos',
    mustAgree: 'Confirme para continuar',
    withdrawalDetailsUnavailable:
      'Não foi possível carregar os detalhes deste levantamento. Contacte o apoio ao cliente indicando o ID da transação {{transactionId}}.',
    accessDenied: 'Acesso negado',
    accessDeniedText: 'Este jogo não está disponível no seu país. Contacte o apoio ao cliente.',
    unauthorized: 'Inicie sessão para continuar',
    batchTooLarge: 'Este pedido solicita demasiado de uma só vez. Recarregue a página.',
    tooManyRequests: 'Demasiadas tentativas. Tente novamente daqui a pouco.',
    tooManyAttempts: 'Demasiadas tentativas. Pode tentar novamente dentro de {{seconds}} s.',
    upstreamUnavailable:
      'Este serviço está temporariamente indisponível. Tente novamente mais tarde.',
    invalidCredentials: 'E-mail ou palavra-passe incorretos',
    emailTaken: 'Já existe uma conta com este e-mail',
    wrongPassword: 'A palavra-passe atual está incorreta',
    invalidInput: 'Verifique os dados introduzidos',
    notFound: 'O item pedido não foi encontrado',
    actionUnavailable: 'Esta ação não está disponível de momento',
    dailyBonusCollected: 'O bónus de hoje já foi recolhido',
    passwordResetInvalid: 'Este link de redefinição é inválido ou expirou. Peça um novo.',
    catchGameClosed: 'O jogo de apanhar não está disponível hoje',
    idempotencyKeyReused: 'Este pedido já foi enviado com outros dados. Por favor, comece de novo.',
    requestInProgress: 'O seu pedido anterior ainda está a ser processado. Aguarde um momento.',
    limitDepositDay:
      'Este depósito ultrapassaria o seu limite de depósito de 24 horas de {{limit}} ({{used}} usado). É reposto em {{resetsAt}}.',
    limitDepositWeek:
      'Este depósito ultrapassaria o seu limite de depósito de 7 dias de {{limit}} ({{used}} usado). É reposto em {{resetsAt}}.',
    limitDepositMonth:
      'Este depósito ultrapassaria o seu limite de depósito mensal de {{limit}} ({{used}} usado). É reposto em {{resetsAt}}.',
    limitLoss:
      'O seu limite de perdas de 24 horas de {{limit}} foi atingido ({{used}} perdido). É reposto em {{resetsAt}}.',
    limitSession:
      'O seu limite de tempo de sessão de {{limit}} minutos foi atingido. Faça uma pausa: é reposto no próximo início de sessão.',
    timeOutActive: 'Está numa pausa até {{until}}. Pode iniciar sessão a partir daí.',
    selfExcluded: 'Está autoexcluído até {{until}}. Não pode iniciar sessão antes disso.',
    selfExcludedIndefinite: 'Está autoexcluído sem data de fim. Não pode iniciar sessão.',
    selfExclusionEnded:
      'O período de autoexclusão terminou. Peça o regresso abaixo; pode iniciar sessão após um período de reflexão.',
    selfExclusionCoolingOff:
      'O seu regresso está no período de reflexão. Pode iniciar sessão a partir de {{until}}.',
    returnNotYet: 'Não pode pedir o regresso antes do fim do período de autoexclusão.',
    gamstopRegistered:
      'Este e-mail está registado no GAMSTOP, o registo nacional de autoexclusão, e não pode ser usado para jogar.',
  },
  gameNotification: {
    notAvailable: 'Este jogo não está disponível enquanto joga com um bónus',
    notForBonusMoney: 'Este jogo não está disponível para dinheiro de bónus',
    notCountingTowardsWagering: 'Este jogo não conta para os requisitos de apostas',
  },
  shop: {
    notEnoughSnowflakes: 'Flocos de neve insuficientes',
    notEnoughPoints: 'Pontos de fidelidade insuficientes',
  },
  miniGame: {
    levelTooLow: 'Lamentamos, tem de subir de nível',
    noChancesLeft:
      'Usou todas as suas oportunidades hoje. Tente amanhã ou faça um depósito para ganhar uma nova oportunidade.',
  },
  deposit: {
    bankingDaysNote: 'Alguns métodos de pagamento demoram até {{days}} dias úteis.',
  },
  verification: {
    approvalTime: 'A aprovação demora entre {{min}} e {{max}} horas.',
  },
} as const satisfies MessageCatalogue;
