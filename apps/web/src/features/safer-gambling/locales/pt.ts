import type { SaferGamblingStrings } from './en.js';

export const SAFER_GAMBLING_PT: SaferGamblingStrings = {
  limits: {
    title: 'Limites',
    lead: 'Defina quanto pode depositar ou perder e quanto tempo joga. Um limite mais baixo aplica-se de imediato; um mais alto, ou remover um limite, só após 24 horas.',
    loadError: 'Não foi possível carregar os seus limites.',
    none: 'Nenhum limite definido',
    current: 'O seu limite: {{value}}',
    meter: 'Usado do seu {{name}}',
    used: '{{used}} de {{value}}',
    usedMinutes: '{{used}} de {{value}} minutos nesta sessão',
    resets: 'É reposto em {{date}}',
    sessionResets: 'É reposto no próximo início de sessão',
    pendingRaise: 'Sobe para {{value}} em {{date}}',
    pendingRemoval: 'Removido em {{date}}',
    cancelPending: 'Cancelar esta alteração',
    newValue: 'Novo limite ({{unit}})',
    newValueHint: 'Escreva qualquer montante com até duas casas decimais.',
    newMinutesHint: 'De {{min}} a {{max}} minutos.',
    minutes: 'minutos',
    save: 'Guardar limite',
    remove: 'Remover limite',
    savedNow: 'Guardado: o seu novo limite aplica-se agora.',
    savedLater: 'Guardado: o seu limite mais alto começa em {{date}}. Pode cancelá-lo até lá.',
    cancelled: 'A alteração foi cancelada: o seu limite mantém-se.',
    learnMore: 'Sobre jogo responsável',
    review: {
      title: 'Está na hora de rever os seus limites',
      text: 'A cada seis meses pedimos-lhe que verifique se os seus limites ainda lhe servem.',
      done: 'Os meus limites estão certos',
    },
  },
  kinds: {
    depositDay: {
      title: 'Limite de depósito de 24 horas',
      name: 'limite de depósito de 24 horas',
      text: 'O máximo que pode depositar em 24 horas.',
    },
    depositWeek: {
      title: 'Limite de depósito de 7 dias',
      name: 'limite de depósito de 7 dias',
      text: 'O máximo que pode depositar em 7 dias.',
    },
    depositMonth: {
      title: 'Limite de depósito mensal',
      name: 'limite de depósito mensal',
      text: 'O máximo que pode depositar num mês.',
    },
    loss: {
      title: 'Limite de perdas de 24 horas',
      name: 'limite de perdas de 24 horas',
      text: 'O máximo que pode perder em 24 horas: apostas com dinheiro real menos ganhos.',
    },
    session: {
      title: 'Limite de tempo de sessão',
      name: 'limite de tempo de sessão',
      text: 'Quanto tempo pode jogar com dinheiro real depois de iniciar sessão.',
    },
  },
  page: {
    title: 'Jogo mais seguro',
    lead: 'O jogo deve ser divertido. Estas ferramentas ajudam-no a manter o controlo, e organizações independentes estão lá se deixar de ser divertido.',
    limits: {
      title: 'Limites',
      text: 'Defina limites de depósito de 24 horas, 7 dias e um mês, um limite de perdas de 24 horas e um limite de tempo de sessão. Quando um limite é atingido, os depósitos ou o jogo a dinheiro real param até ser reposto.',
      cooling:
        'Um limite mais baixo aplica-se de imediato. Um limite mais alto, ou remover um, espera 24 horas, e pode cancelá-lo entretanto.',
      guest: 'Inicie sessão para definir os seus limites na sua conta, em Limites.',
      open: 'Definir os seus limites',
    },
    timeOut: {
      title: 'Pausa',
      text: 'Uma pausa fecha a sua conta por um período, de 24 horas até seis semanas. Não pode jogar nem depositar até terminar.',
      how: 'Ainda não pode definir uma pausa aqui. Até lá, a nossa equipa de apoio define-a de imediato, a qualquer hora, sem perguntas.',
    },
    selfExclusion: {
      title: 'Autoexclusão',
      text: 'A autoexclusão fecha a sua conta por seis meses ou mais e não pode ser anulada antes do fim do período.',
      how: 'A nossa equipa de apoio define-a de imediato. Os jogadores na Grã-Bretanha podem também autoexcluir-se de todos os sites licenciados com o GAMSTOP.',
    },
    help: {
      title: 'Onde obter ajuda',
      text: 'Aconselhamento gratuito e confidencial de organizações independentes:',
      newTab: '(abre num novo separador)',
      organisations: {
        gamcare: 'GamCare: aconselhamento e apoio',
        begambleaware: 'BeGambleAware: informação e ajuda',
        gamstop: 'GAMSTOP: autoexclusão de todos os sites do Reino Unido',
        gamblingTherapy: 'Gambling Therapy: apoio em muitas línguas',
        gamblersAnonymous: 'Jogadores Anónimos: reuniões e apoio',
      },
    },
    minors: {
      title: 'Só para maiores de 18',
      text: 'Ninguém com menos de 18 anos pode jogar. Guarde os seus dados de acesso para si e use controlo parental nos dispositivos partilhados com crianças.',
    },
    more: 'Leia a nossa política de jogo responsável',
  },
  link: 'Limites de depósito',
};
