import type { Localized } from './localized.js';

export interface FaqCopy {
  id: string;
  question: Localized<string>;
  /** HTML. */
  answer: Localized<string>;
}

export const FAQ: readonly FaqCopy[] = [
  {
    id: 'sign-up',
    question: {
      en: 'How do I open an account?',
      de: 'Wie eröffne ich ein Konto?',
      ro: 'Cum îmi deschid un cont?',
      pt: 'Como abro uma conta?',
    },
    answer: {
      en: '<p>Tap Sign up, enter your e-mail, a password and your currency, and accept the terms. It takes less than a minute.</p>',
      de: '<p>Tippe auf Registrieren, gib deine E-Mail-Adresse, ein Passwort und deine Währung ein und akzeptiere die Bedingungen. Das dauert weniger als eine Minute.</p>',
      ro: '<p>Apasă Înregistrare, introdu e-mailul, o parolă și moneda, apoi acceptă termenii. Durează mai puțin de un minut.</p>',
      pt: '<p>Toca em Registar, introduz o teu e-mail, uma palavra-passe e a tua moeda, e aceita os termos. Demora menos de um minuto.</p>',
    },
  },
  {
    id: 'minimum-deposit',
    question: {
      en: 'What is the minimum deposit?',
      de: 'Wie hoch ist die Mindesteinzahlung?',
      ro: 'Care este depunerea minimă?',
      pt: 'Qual é o depósito mínimo?',
    },
    answer: {
      en: '<p>The minimum deposit is 10 EUR for most methods; the deposit window shows the limits of each one.</p>',
      gb: '<p>The minimum deposit is £10 for most methods; the deposit window shows the limits of each one.</p>',
      de: '<p>Die Mindesteinzahlung beträgt bei den meisten Methoden 10 EUR; das Einzahlungsfenster zeigt die Limits jeder Methode.</p>',
      ro: '<p>Depunerea minimă este de 50 RON pentru majoritatea metodelor; fereastra de depunere arată limitele fiecăreia.</p>',
      pt: '<p>O depósito mínimo é de 10 EUR na maioria dos métodos; a janela de depósito mostra os limites de cada um.</p>',
    },
  },
  {
    id: 'withdrawal-time',
    question: {
      en: 'How long does a withdrawal take?',
      de: 'Wie lange dauert eine Auszahlung?',
      ro: 'Cât durează o retragere?',
      pt: 'Quanto tempo demora um levantamento?',
    },
    answer: {
      en: '<p>E-wallets and crypto usually arrive within hours. Bank transfers can take up to 5 banking days.</p>',
      de: '<p>E-Wallets und Krypto kommen meist innerhalb weniger Stunden an. Banküberweisungen können bis zu 5 Bankarbeitstage dauern.</p>',
      ro: '<p>Portofelele electronice și cripto ajung de obicei în câteva ore. Transferurile bancare pot dura până la 5 zile lucrătoare.</p>',
      pt: '<p>As carteiras eletrónicas e as criptomoedas chegam normalmente em poucas horas. As transferências bancárias podem demorar até 5 dias úteis.</p>',
    },
  },
  {
    id: 'verification',
    question: {
      en: 'Why do I need to verify my identity?',
      de: 'Warum muss ich meine Identität bestätigen?',
      ro: 'De ce trebuie să îmi verific identitatea?',
      pt: 'Porque tenho de verificar a minha identidade?',
    },
    answer: {
      en: '<p>The law asks us to know who our players are before paying out. Upload four documents in your profile; approval takes 1 to 24 hours.</p>',
      de: '<p>Das Gesetz verlangt, dass wir vor einer Auszahlung wissen, wer unsere Spieler sind. Lade vier Dokumente in deinem Profil hoch; die Prüfung dauert 1 bis 24 Stunden.</p>',
      ro: '<p>Legea ne cere să știm cine sunt jucătorii noștri înainte de a plăti. Încarcă patru documente în profil; aprobarea durează între 1 și 24 de ore.</p>',
      pt: '<p>A lei exige que saibamos quem são os nossos jogadores antes de pagar. Carrega quatro documentos no teu perfil; a aprovação demora de 1 a 24 horas.</p>',
    },
  },
  {
    id: 'bonus-wagering',
    question: {
      en: 'What does wagering mean?',
      de: 'Was bedeutet Umsatzbedingung?',
      ro: 'Ce înseamnă rulajul?',
      pt: 'O que significa o requisito de apostas?',
    },
    answer: {
      en: '<p>Bonus money turns into real money once you have bet it a set number of times, for example 35 times, in the games the bonus allows.</p>',
      de: '<p>Bonusgeld wird zu Echtgeld, sobald du es eine bestimmte Anzahl von Malen eingesetzt hast, zum Beispiel 35-mal, in den Spielen, die der Bonus erlaubt.</p>',
      ro: '<p>Banii bonus devin bani reali după ce îi pariezi de un anumit număr de ori, de exemplu de 35 de ori, în jocurile permise de bonus.</p>',
      pt: '<p>O dinheiro de bónus passa a dinheiro real depois de o apostares um certo número de vezes, por exemplo 35 vezes, nos jogos que o bónus permite.</p>',
    },
  },
  {
    id: 'demo-play',
    question: {
      en: 'Can I try games for free?',
      de: 'Kann ich Spiele kostenlos testen?',
      ro: 'Pot încerca jocurile gratuit?',
      pt: 'Posso experimentar os jogos de graça?',
    },
    answer: {
      en: '<p>Yes: most slots have a demo mode. Live tables are played for real money only.</p>',
      de: '<p>Ja: Die meisten Spielautomaten haben einen Demomodus. Live-Tische werden nur um Echtgeld gespielt.</p>',
      ro: '<p>Da: majoritatea sloturilor au un mod demo. La mesele live se joacă doar pe bani reali.</p>',
      pt: '<p>Sim: a maioria das slots tem modo demo. As mesas ao vivo só se jogam a dinheiro real.</p>',
    },
  },
];
