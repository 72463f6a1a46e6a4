import type { PwaStrings } from './en.js';

export const PWA_RO: PwaStrings = {
  update: {
    label: 'Actualizare aplicație',
    text: 'O versiune nouă a aplicației este gata.',
    reload: 'Reîncarcă',
    later: 'Mai târziu',
  },
  install: {
    title: 'Instalează aplicația',
    lead: '{{brand}} pe ecranul principal: fereastra ei, ecran complet, la o atingere distanță.',
    benefits: {
      fast: 'Se deschide direct în lobby, fără browserul în jur.',
      offline: 'Știe când ești offline și îți păstrează în siguranță acțiunile cu bani.',
      updates: 'Se actualizează singură: tu alegi când reîncarci versiunea nouă.',
    },
    install: 'Instalează',
    installed: 'Aplicația este instalată pe acest dispozitiv.',
    open: 'Deschide lobby-ul',
    ios: 'Pe iPhone sau iPad, adaug-o din meniul Partajare.',
    iosButton: 'Arată-mi cum',
    manual:
      'Browserul nu oferă aici un buton de instalare: deschide meniul lui și alege Instalează aplicația sau Adaugă pe ecranul principal.',
    device: 'Dispozitiv: {{device}}',
  },
  pwa: {
    title: 'Aplicația {{brand}}',
    lead: 'Folosești aplicația instalată. Tot ce are site-ul e aici, cu bara de jos mereu la îndemână.',
    notInstalled:
      'Ești în browser. Instalează aplicația pentru o fereastră proprie și ecran complet.',
    installLink: 'Cum o instalezi',
    lobby: 'Mergi la lobby',
    fullscreen: 'Ecran complet',
    exitFullscreen: 'Ieși din ecran complet',
  },
  ios: {
    title: 'Adaugă {{brand}} pe ecranul principal',
    intro: 'Pe iPhone și iPad, aplicațiile web se adaugă din meniul Partajare.',
    safari: 'În Safari',
    safariSteps: {
      share: 'Atinge Partajare (pătratul cu săgeată) în bara de instrumente.',
      add: 'Derulează și alege Adaugă pe ecranul principal.',
      confirm: 'Atinge Adaugă: aplicația apare pe ecranul principal.',
    },
    other: 'În Chrome sau Edge (iOS 16.4 sau mai nou)',
    otherSteps: {
      share: 'Atinge Partajare în bara de adrese.',
      add: 'Alege Adaugă pe ecranul principal, apoi Adaugă.',
    },
    done: 'Am înțeles',
  },
};
