import type { Localized } from './localized.js';

export const LICENCE_TEXT: Localized<string> = {
  en: '<p>Lumo Casino is operated under a remote gaming licence. Gambling can be addictive: play responsibly. 18+ only.</p>',
  gb: '<p>Lumo Casino is operated under a remote gaming licence and is available in Great Britain. Gambling can be addictive: play responsibly. 18+ only.</p>',
  de: '<p>Lumo Casino wird unter einer Lizenz für Online-Glücksspiel betrieben. Glücksspiel kann süchtig machen: Spiele verantwortungsvoll. Nur ab 18 Jahren.</p>',
  ro: '<p>Lumo Casino funcționează pe baza unei licențe pentru jocuri de noroc la distanță. Jocurile de noroc pot crea dependență: joacă responsabil. Doar 18+.</p>',
  pt: '<p>O Lumo Casino opera ao abrigo de uma licença de jogo online. O jogo pode causar dependência: joga com responsabilidade. Apenas maiores de 18.</p>',
};

export const LICENCE_SEAL_PATH = '/art/licence.svg';
