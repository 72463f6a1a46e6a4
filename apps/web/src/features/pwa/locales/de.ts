import type { PwaStrings } from './en.js';

export const PWA_DE: PwaStrings = {
  update: {
    label: 'App-Update',
    text: 'Eine neue Version der App ist bereit.',
    reload: 'Neu laden',
    later: 'Später',
  },
  install: {
    title: 'App installieren',
    lead: '{{brand}} auf deinem Startbildschirm: ein eigenes Fenster, Vollbild, einen Tipp entfernt.',
    benefits: {
      fast: 'Öffnet direkt die Lobby, ohne den Browser drumherum.',
      offline: 'Erkennt, wenn du offline bist, und schützt deine Geldaktionen.',
      updates: 'Aktualisiert sich selbst: Du entscheidest, wann du die neue Version lädst.',
    },
    install: 'Installieren',
    installed: 'Die App ist auf diesem Gerät installiert.',
    open: 'Zur Lobby',
    ios: 'Auf iPhone oder iPad fügst du sie über das Teilen-Menü hinzu.',
    iosButton: 'Zeig mir wie',
    manual:
      'Dein Browser bietet hier keinen Installieren-Knopf: Öffne sein Menü und wähle „App installieren“ oder „Zum Startbildschirm hinzufügen“.',
    device: 'Gerät: {{device}}',
  },
  pwa: {
    title: 'Die {{brand}}-App',
    lead: 'Du nutzt die installierte App. Alles von der Website ist hier, mit der unteren Leiste immer zur Hand.',
    notInstalled:
      'Du bist im Browser. Installiere die App für ein eigenes Fenster und den Vollbildmodus.',
    installLink: 'So installierst du sie',
    lobby: 'Zur Lobby',
    fullscreen: 'Vollbild',
    exitFullscreen: 'Vollbild beenden',
  },
  ios: {
    title: '{{brand}} zum Home-Bildschirm hinzufügen',
    intro: 'Auf iPhone und iPad fügst du Web-Apps über das Teilen-Menü hinzu.',
    safari: 'In Safari',
    safariSteps: {
      share: 'Tippe in der Symbolleiste auf „Teilen“ (das Quadrat mit dem Pfeil).',
      add: 'Scrolle nach unten und wähle „Zum Home-Bildschirm“.',
      confirm: 'Tippe auf „Hinzufügen“: Die App erscheint auf deinem Home-Bildschirm.',
    },
    other: 'In Chrome oder Edge (ab iOS 16.4)',
    otherSteps: {
      share: 'Tippe in der Adressleiste auf „Teilen“.',
      add: 'Wähle „Zum Home-Bildschirm“ und dann „Hinzufügen“.',
    },
    done: 'Verstanden',
  },
};
