import type { InfoPageSection } from '@casino/shared';
import type { Localized } from './localized.js';
import { JACKPOT_RULES } from './pages/jackpot-rules.js';
import { PRIVACY } from './pages/privacy.js';
import { RESPONSIBLE_GAMING } from './pages/responsible-gaming.js';
import { RULES } from './pages/rules.js';
import { TERMS } from './pages/terms.js';

export interface InfoPageCopy {
  code: string;
  title: Localized<string>;
  /** HTML. */
  content: Localized<string>;
}

export interface InfoSectionCopy {
  code: InfoPageSection;
  title: Localized<string>;
  pages: InfoPageCopy[];
}

/** The CMS's info pages, by footer section (INFO_PAGE_SECTIONS), in every language. */
export const INFO_SECTIONS: readonly InfoSectionCopy[] = [
  {
    code: 'info_pages',
    title: { en: 'Information', de: 'Informationen', ro: 'Informații', pt: 'Informações' },
    pages: [
      {
        code: 'terms-and-conditions',
        title: {
          en: 'Terms and conditions',
          de: 'Allgemeine Geschäftsbedingungen',
          ro: 'Termeni și condiții',
          pt: 'Termos e condições',
        },
        content: TERMS,
      },
      {
        code: 'privacy-policy',
        title: {
          en: 'Privacy policy',
          de: 'Datenschutzerklärung',
          ro: 'Politica de confidențialitate',
          pt: 'Política de privacidade',
        },
        content: PRIVACY,
      },
      {
        code: 'responsible-gaming',
        title: {
          en: 'Responsible gaming',
          de: 'Verantwortungsvolles Spielen',
          ro: 'Joc responsabil',
          pt: 'Jogo responsável',
        },
        content: RESPONSIBLE_GAMING,
      },
      {
        code: 'rules',
        title: { en: 'Rules', de: 'Spielregeln', ro: 'Reguli', pt: 'Regras' },
        content: RULES,
      },
      {
        code: 'about-us',
        title: { en: 'About us', de: 'Über uns', ro: 'Despre noi', pt: 'Sobre nós' },
        content: {
          en: '<p>Lumo Casino brings thousands of slots, live tables and a full sportsbook together in one place, in five languages.</p>',
          de: '<p>Lumo Casino vereint Tausende Spielautomaten, Live-Tische und ein komplettes Sportwettenangebot an einem Ort, in fünf Sprachen.</p>',
          ro: '<p>Lumo Casino reunește mii de sloturi, mese live și pariuri sportive complete într-un singur loc, în cinci limbi.</p>',
          pt: '<p>O Lumo Casino junta milhares de slots, mesas ao vivo e apostas desportivas completas num só lugar, em cinco línguas.</p>',
        },
      },
      {
        code: 'contacts',
        title: { en: 'Contacts', de: 'Kontakt', ro: 'Contact', pt: 'Contactos' },
        content: {
          en: '<p>Our support team answers in the live chat around the clock, and by e-mail at support@lumo.test within 24 hours.</p>',
          de: '<p>Unser Support-Team antwortet rund um die Uhr im Live-Chat und per E-Mail an support@lumo.test innerhalb von 24 Stunden.</p>',
          ro: '<p>Echipa de suport răspunde non-stop în chatul live și prin e-mail la support@lumo.test în cel mult 24 de ore.</p>',
          pt: '<p>A nossa equipa de apoio responde no chat ao vivo a qualquer hora, e por e-mail em support@lumo.test no prazo de 24 horas.</p>',
        },
      },
    ],
  },
  {
    code: 'loyalty',
    title: { en: 'Loyalty', de: 'Treueprogramm', ro: 'Loialitate', pt: 'Fidelidade' },
    pages: [
      {
        code: 'loyalty-programme',
        title: {
          en: 'Loyalty programme',
          de: 'Treueprogramm',
          ro: 'Programul de loialitate',
          pt: 'Programa de fidelidade',
        },
        content: {
          en: '<p>Every real-money bet earns loyalty points. Nine levels, from Rookie to Legend, each with better cashback and bigger gifts.</p>',
          gb: '<p>Every real-money bet earns loyalty points. Nine levels, from Rookie to Legend, each with better cashback and bigger gifts, all paid in pounds.</p>',
          de: '<p>Jeder Echtgeld-Einsatz bringt Treuepunkte. Neun Stufen, vom Neuling bis zur Legende, jede mit mehr Cashback und größeren Geschenken.</p>',
          ro: '<p>Fiecare pariu pe bani reali aduce puncte de loialitate. Nouă niveluri, de la Începător la Legendă, fiecare cu cashback mai bun și cadouri mai mari.</p>',
          pt: '<p>Cada aposta a dinheiro real dá pontos de fidelidade. Nove níveis, de Novato a Lenda, cada um com mais cashback e presentes maiores.</p>',
        },
      },
    ],
  },
  {
    code: 'app',
    title: { en: 'App', de: 'App', ro: 'Aplicație', pt: 'Aplicação' },
    pages: [
      {
        code: 'install-app',
        title: {
          en: 'Install the app',
          de: 'App installieren',
          ro: 'Instalează aplicația',
          pt: 'Instalar a aplicação',
        },
        content: {
          en: '<p>Add Lumo Casino to your home screen: it opens full screen, loads faster and needs no app store.</p><p>On iPhone, tap Share and then Add to Home Screen.</p>',
          de: '<p>Füge Lumo Casino deinem Startbildschirm hinzu: Es öffnet sich im Vollbild, lädt schneller und braucht keinen App Store.</p><p>Auf dem iPhone tippe auf Teilen und dann auf Zum Home-Bildschirm.</p>',
          ro: '<p>Adaugă Lumo Casino pe ecranul principal: se deschide pe tot ecranul, se încarcă mai repede și nu are nevoie de magazinul de aplicații.</p><p>Pe iPhone, apasă Partajează și apoi Adaugă pe ecranul principal.</p>',
          pt: '<p>Adiciona o Lumo Casino ao ecrã principal: abre em ecrã inteiro, carrega mais depressa e não precisa de loja de aplicações.</p><p>No iPhone, toca em Partilhar e depois em Adicionar ao ecrã principal.</p>',
        },
      },
    ],
  },
  {
    code: 'jackpots',
    title: { en: 'Jackpots', de: 'Jackpots', ro: 'Jackpoturi', pt: 'Jackpots' },
    pages: [
      {
        code: 'jackpot-rules',
        title: {
          en: 'Jackpot rules',
          de: 'Jackpot-Regeln',
          ro: 'Regulile jackpotului',
          pt: 'Regras do jackpot',
        },
        content: JACKPOT_RULES,
      },
    ],
  },
  {
    code: 'loyalty_rules',
    title: {
      en: 'Loyalty rules',
      de: 'Treueregeln',
      ro: 'Reguli de loialitate',
      pt: 'Regras de fidelidade',
    },
    pages: [
      {
        code: 'loyalty-rules',
        title: {
          en: 'Loyalty rules',
          de: 'Regeln des Treueprogramms',
          ro: 'Regulile programului de loialitate',
          pt: 'Regras do programa de fidelidade',
        },
        content: {
          en: '<p>Points are earned on settled real-money bets only; bonus money and demo play earn none.</p><p>Levels never go down. Points do not expire while you play at least once every 90 days.</p>',
          de: '<p>Punkte gibt es nur für abgerechnete Echtgeld-Einsätze; Bonusgeld und Demospiele bringen keine.</p><p>Stufen sinken nie. Punkte verfallen nicht, solange du mindestens alle 90 Tage spielst.</p>',
          ro: '<p>Punctele se câștigă doar pentru pariuri decontate pe bani reali; banii bonus și jocul demo nu aduc puncte.</p><p>Nivelurile nu scad niciodată. Punctele nu expiră cât timp joci cel puțin o dată la 90 de zile.</p>',
          pt: '<p>Os pontos ganham-se apenas em apostas liquidadas a dinheiro real; o dinheiro de bónus e o modo demo não dão pontos.</p><p>Os níveis nunca descem. Os pontos não expiram enquanto jogares pelo menos uma vez a cada 90 dias.</p>',
        },
      },
    ],
  },
];
