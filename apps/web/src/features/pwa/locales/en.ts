// The installed app's strings in English (gb shares them); every key exists in every language
// (app/locales/locales.test.ts).

export const PWA_EN = {
  update: {
    label: 'App update',
    text: 'A new version of the app is ready.',
    reload: 'Reload',
    later: 'Later',
  },
  install: {
    title: 'Install the app',
    lead: '{{brand}} on your home screen: its own window, full screen, one tap away.',
    benefits: {
      fast: 'Opens straight into the lobby, without the browser around it.',
      offline: 'Knows when you are offline and keeps your money actions safe.',
      updates: 'Updates itself: you choose when to reload into a new version.',
    },
    install: 'Install',
    installed: 'The app is installed on this device.',
    open: 'Open the lobby',
    ios: 'On an iPhone or iPad, add it from the Share menu.',
    iosButton: 'Show me how',
    manual:
      'Your browser offers no install button here: open its menu and choose Install app or Add to Home screen.',
    device: 'Device: {{device}}',
  },
  pwa: {
    title: 'The {{brand}} app',
    lead: 'You are using the installed app. Everything of the site is here, with the bottom bar always at hand.',
    notInstalled: 'You are in the browser. Install the app for its own window and full screen.',
    installLink: 'How to install',
    lobby: 'Go to the lobby',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
  },
  ios: {
    title: 'Add {{brand}} to your Home Screen',
    intro: 'On iPhone and iPad, apps from the web are added from the Share menu.',
    safari: 'In Safari',
    safariSteps: {
      share: 'Tap Share (the square with an arrow) in the toolbar.',
      add: 'Scroll down and choose Add to Home Screen.',
      confirm: 'Tap Add: the app appears on your Home Screen.',
    },
    other: 'In Chrome or Edge (iOS 16.4 or later)',
    otherSteps: {
      share: 'Tap Share in the address bar.',
      add: 'Choose Add to Home Screen, then Add.',
    },
    done: 'Got it',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type PwaStrings = Widen<typeof PWA_EN>;
