import type { SaferGamblingStrings } from './en.js';

export const SAFER_GAMBLING_RO: SaferGamblingStrings = {
  limits: {
    title: 'Limite',
    lead: 'Stabilește cât poți depune sau pierde și cât timp joci. O limită mai mică se aplică imediat; una mai mare sau eliminarea unei limite, abia după 24 de ore.',
    loadError: 'Limitele tale nu au putut fi încărcate.',
    none: 'Nicio limită setată',
    current: 'Limita ta: {{value}}',
    meter: 'Folosit din {{name}}',
    used: '{{used}} din {{value}}',
    usedMinutes: '{{used}} din {{value}} minute în această sesiune',
    resets: 'Se resetează pe {{date}}',
    sessionResets: 'Se resetează la următoarea autentificare',
    pendingRaise: 'Crește la {{value}} pe {{date}}',
    pendingRemoval: 'Eliminată pe {{date}}',
    cancelPending: 'Anulează această schimbare',
    newValue: 'Limită nouă ({{unit}})',
    newValueHint: 'Introdu orice sumă cu cel mult două zecimale.',
    newMinutesHint: 'Între {{min}} și {{max}} de minute.',
    minutes: 'minute',
    save: 'Salvează limita',
    remove: 'Elimină limita',
    savedNow: 'Salvat: noua limită se aplică acum.',
    savedLater: 'Salvat: limita mai mare începe pe {{date}}. O poți anula până atunci.',
    cancelled: 'Schimbarea a fost anulată: limita rămâne aceeași.',
    learnMore: 'Despre jocul responsabil',
    review: {
      title: 'Este timpul să îți revezi limitele',
      text: 'La fiecare șase luni îți cerem să verifici dacă limitele tale încă ți se potrivesc.',
      done: 'Limitele mele sunt bune',
    },
  },
  kinds: {
    depositDay: {
      title: 'Limita de depunere pe 24 de ore',
      name: 'limita de depunere pe 24 de ore',
      text: 'Suma maximă pe care o poți depune în 24 de ore.',
    },
    depositWeek: {
      title: 'Limita de depunere pe 7 zile',
      name: 'limita de depunere pe 7 zile',
      text: 'Suma maximă pe care o poți depune în 7 zile.',
    },
    depositMonth: {
      title: 'Limita lunară de depunere',
      name: 'limita lunară de depunere',
      text: 'Suma maximă pe care o poți depune într-o lună.',
    },
    loss: {
      title: 'Limita de pierdere pe 24 de ore',
      name: 'limita de pierdere pe 24 de ore',
      text: 'Suma maximă pe care o poți pierde în 24 de ore: pariuri cu bani reali minus câștiguri.',
    },
    session: {
      title: 'Limita de timp a sesiunii',
      name: 'limita de timp a sesiunii',
      text: 'Cât timp poți juca cu bani reali după autentificare.',
    },
  },
  page: {
    title: 'Joc responsabil',
    lead: 'Jocurile de noroc trebuie să fie distractive. Aceste instrumente te ajută să păstrezi controlul, iar organizațiile independente sunt aici dacă nu mai e distractiv.',
    limits: {
      title: 'Limite',
      text: 'Setează limite de depunere pe 24 de ore, 7 zile și o lună, o limită de pierdere pe 24 de ore și o limită de timp a sesiunii. Odată atinsă o limită, depunerile sau jocul cu bani reali se opresc până la resetare.',
      cooling:
        'O limită mai mică se aplică imediat. O limită mai mare sau eliminarea unei limite așteaptă 24 de ore și o poți anula între timp.',
      guest: 'Autentifică-te pentru a-ți seta limitele în cont, la Limite.',
      open: 'Setează-ți limitele',
    },
    timeOut: {
      title: 'Pauză',
      text: 'O pauză îți închide contul pentru o perioadă, de la 24 de ore la șase săptămâni. Nu poți juca sau depune până se termină.',
      how: 'Pauza nu poate fi încă setată de tine aici. Până atunci, echipa de suport ți-o setează imediat, non-stop, fără întrebări.',
    },
    selfExclusion: {
      title: 'Autoexcludere',
      text: 'Autoexcluderea îți închide contul pentru șase luni sau mai mult și nu poate fi anulată înainte de încheierea perioadei.',
      how: 'Echipa de suport ți-o setează imediat. Jucătorii din Marea Britanie se pot autoexclude de pe toate site-urile licențiate cu GAMSTOP.',
    },
    help: {
      title: 'Unde găsești ajutor',
      text: 'Consiliere gratuită și confidențială de la organizații independente:',
      newTab: '(se deschide într-o filă nouă)',
      organisations: {
        gamcare: 'GamCare: consiliere și sprijin',
        begambleaware: 'BeGambleAware: informații și ajutor',
        gamstop: 'GAMSTOP: autoexcludere de pe toate site-urile din Marea Britanie',
        gamblingTherapy: 'Gambling Therapy: sprijin în multe limbi',
        gamblersAnonymous: 'Jucătorii Anonimi: întâlniri și sprijin',
      },
    },
    minors: {
      title: 'Doar 18+',
      text: 'Nimeni sub 18 ani nu are voie să joace. Păstrează-ți datele de autentificare pentru tine și folosește control parental pe dispozitivele folosite de copii.',
    },
    more: 'Citește politica noastră de joc responsabil',
  },
  link: 'Limite de depunere',
};
