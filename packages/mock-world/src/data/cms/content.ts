import type {
  Faq,
  FooterContent,
  InfoPage,
  InfoPageGroup,
  LanguageCode,
  Licence,
} from '@casino/shared';
import { FAQ } from './faq.js';
import { INFO_SECTIONS } from './info-pages.js';
import { LICENCE_SEAL_PATH, LICENCE_TEXT } from './licence.js';
import { localize } from './localized.js';

export function infoPageGroups(language: LanguageCode): InfoPageGroup[] {
  return INFO_SECTIONS.map((section) => ({
    code: section.code,
    title: localize(section.title, language),
    children: section.pages.map((page) => ({
      code: page.code,
      title: localize(page.title, language),
      content: localize(page.content, language),
    })),
  }));
}

export function infoPage(code: string, language: LanguageCode): InfoPage | undefined {
  for (const group of infoPageGroups(language)) {
    const page = group.children.find((child) => child.code === code);
    if (page !== undefined) return page;
  }
  return undefined;
}

export function faq(language: LanguageCode): Faq {
  return FAQ.map((item) => ({
    id: item.id,
    question: localize(item.question, language),
    answer: localize(item.answer, language),
  }));
}

export function licence(language: LanguageCode, origin: string): Licence {
  return { text: localize(LICENCE_TEXT, language), image: `${origin}${LICENCE_SEAL_PATH}` };
}

export function footer(language: LanguageCode, origin: string): FooterContent {
  return { groups: infoPageGroups(language), licence: licence(language, origin) };
}
