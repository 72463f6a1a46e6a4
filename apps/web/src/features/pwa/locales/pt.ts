import type { PwaStrings } from './en.js';

export const PWA_PT: PwaStrings = {
  update: {
    label: 'Atualização da aplicação',
    text: 'Está pronta uma nova versão da aplicação.',
    reload: 'Recarregar',
    later: 'Mais tarde',
  },
  install: {
    title: 'Instalar a aplicação',
    lead: '{{brand}} no seu ecrã principal: janela própria, ecrã inteiro, a um toque.',
    benefits: {
      fast: 'Abre diretamente no lobby, sem o navegador à volta.',
      offline: 'Sabe quando está offline e mantém seguras as suas ações com dinheiro.',
      updates: 'Atualiza-se sozinha: escolhe quando recarregar para a nova versão.',
    },
    install: 'Instalar',
    installed: 'A aplicação está instalada neste dispositivo.',
    open: 'Abrir o lobby',
    ios: 'No iPhone ou iPad, adicione-a a partir do menu Partilhar.',
    iosButton: 'Mostrar como',
    manual:
      'O seu navegador não oferece aqui um botão de instalação: abra o menu e escolha Instalar aplicação ou Adicionar ao ecrã principal.',
    device: 'Dispositivo: {{device}}',
  },
  pwa: {
    title: 'A aplicação {{brand}}',
    lead: 'Está a usar a aplicação instalada. Tudo o que o site tem está aqui, com a barra inferior sempre à mão.',
    notInstalled: 'Está no navegador. Instale a aplicação para ter janela própria e ecrã inteiro.',
    installLink: 'Como instalar',
    lobby: 'Ir para o lobby',
    fullscreen: 'Ecrã inteiro',
    exitFullscreen: 'Sair do ecrã inteiro',
  },
  ios: {
    title: 'Adicionar {{brand}} ao ecrã principal',
    intro: 'No iPhone e iPad, as aplicações da web adicionam-se a partir do menu Partilhar.',
    safari: 'No Safari',
    safariSteps: {
      share: 'Toque em Partilhar (o quadrado com uma seta) na barra de ferramentas.',
      add: 'Deslize para baixo e escolha Adicionar ao ecrã principal.',
      confirm: 'Toque em Adicionar: a aplicação aparece no seu ecrã principal.',
    },
    other: 'No Chrome ou Edge (iOS 16.4 ou posterior)',
    otherSteps: {
      share: 'Toque em Partilhar na barra de endereço.',
      add: 'Escolha Adicionar ao ecrã principal e depois Adicionar.',
    },
    done: 'Entendi',
  },
};
