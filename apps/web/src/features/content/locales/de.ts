import type { ContentStrings } from './en.js';

export const CONTENT_DE: ContentStrings = {
  faq: {
    title: 'Häufige Fragen',
    lead: 'Schnelle Antworten zu Konto, Zahlungen, Boni und Spiel.',
    empty: 'Hier gibt es noch keine Fragen.',
    more: 'Brauchst du noch Hilfe? Unser Support antwortet rund um die Uhr im Live-Chat.',
  },
};
