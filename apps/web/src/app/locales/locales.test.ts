import { LANGUAGE_CODES, MESSAGES_EN, type LanguageCode } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../i18n.js';
import { UI_EN } from './ui-en.js';

function leaves(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * Values that are the same word in the language as in English (game, product and country names,
 * loanwords players use), by namespace. Anything else equal to English is a string nobody
 * translated. One test serves every namespace, the kit's and each feature's included.
 */
const SAME_AS_ENGLISH: Readonly<Record<'de' | 'ro' | 'pt', readonly string[]>> = {
  de: [
    'pwa:ios.safari',
    'content:aviator.title',
    'promotions:catchGame.percent',
    'lobby:jackpotsPage.title',
    'lobby:jackpotsPage.tier.gold',
    'lobby:jackpotsPage.tier.bronze',
    'account:balance.cashback',
    'account:history.id',
    'account:history.status',
    'account:history.types.bonus',
    'account:history.types.cashback',
    'account:history.types.jackpot',
    'account:layout.banking',
    'account:layout.bonus',
    'account:withdrawal.status',
    'payments:deposit.banking',
    'payments:result.ok',
    'translation:categories.megaways',
    'translation:categories.dropwins',
    'game:page.demo',
    'kit:badge.drops',
    'kit:badge.jackpot',
    'kit:badge.live',
    'kit:badge.top',
    'kit:gameTile.demo',
    'styleguide:samples.bonus',
    'styleguide:samples.countries.PRT',
    'styleguide:samples.limits',
    'styleguide:samples.methods.cardHelp',
    'styleguide:samples.online',
    // Safer gambling: German says "Limits" too; 18+ is the same everywhere.
    'account:layout.tabs.limits',
    'saferGambling:limits.title',
    'saferGambling:page.limits.title',
    // Casino and Sport are the products' names in German too.
    'account:marketing.products.casino',
    'account:marketing.products.sport',
    'translation:saferGambling.adultsOnly',
    // The QA panel: tier names as the jackpots page says them, and a count beside a service name.
    'qaPanel:jackpots.title',
    'qaPanel:jackpots.tiers.gold',
    'qaPanel:jackpots.tiers.bronze',
    'qaPanel:world.byUpstream',
    'qaPanel:gamification.title',
    // Ops: Cache, Cluster, Redis (and in German Version, Upstream, Median) are the same word;
    // units are symbols.
    'ops:cache.title',
    'ops:summary.redis',
    'ops:summary.title',
    'ops:units.mib',
    'ops:units.ms',
    'ops:units.perSecond',
    'ops:instance.version',
    'ops:upstreams.name',
    'ops:upstreams.p50',
    'ops:upstreams.title',
  ],
  ro: [
    'content:aviator.title',
    'account:balance.cashback',
    'account:history.id',
    'account:history.types.bonus',
    'account:history.types.cashback',
    'account:history.types.jackpot',
    'account:layout.bonus',
    'payments:result.ok',
    'game:page.demo',
    'kit:badge.drops',
    'kit:badge.jackpot',
    'kit:badge.live',
    'kit:badge.top',
    'kit:gameTile.demo',
    'styleguide:samples.bonus',
    'styleguide:samples.countries.AUT',
    'styleguide:samples.methods.card',
    'styleguide:samples.methods.cardHelp',
    'styleguide:states.vertical',
    'styleguide:samples.online',
    'account:marketing.products.sport',
    'translation:saferGambling.adultsOnly',
    'qaPanel:world.byUpstream',
    // Ops: Cache, Cluster and Redis are the same word; units are symbols.
    'ops:cache.title',
    'ops:summary.redis',
    'ops:summary.title',
    'ops:units.mib',
    'ops:units.ms',
    'ops:units.perSecond',
    'ops:instance.build',
    'ops:units.h',
    'ops:units.min',
    'ops:units.s',
  ],
  pt: [
    'content:aviator.title',
    'account:balance.cashback',
    'account:history.id',
    'account:history.types.cashback',
    'account:history.types.jackpot',
    'payments:result.ok',
    'game:page.demo',
    'kit:badge.drops',
    'kit:badge.jackpot',
    'kit:badge.top',
    'kit:countdown.days',
    'kit:gameTile.demo',
    'styleguide:samples.countries.PRT',
    'styleguide:samples.methods.cardHelp',
    'styleguide:states.horizontal',
    'styleguide:states.vertical',
    'lobby:jackpotsPage.title',
    'lobby:jackpotsPage.tier.bronze',
    'account:marketing.products.casino',
    'translation:saferGambling.adultsOnly',
    'qaPanel:jackpots.title',
    'qaPanel:jackpots.tiers.bronze',
    'qaPanel:world.byUpstream',
    // Ops: Cache, Cluster and Redis are the same word; units are symbols.
    'ops:cache.title',
    'ops:summary.redis',
    'ops:summary.title',
    'ops:units.mib',
    'ops:units.ms',
    'ops:units.perSecond',
    'ops:units.d',
    'ops:units.h',
    'ops:units.min',
    'ops:units.s',
  ],
};

/** Every string of every namespace in one language, keyed `namespace:key`. */
async function strings(language: LanguageCode): Promise<Map<string, string>> {
  const all = await Promise.all(
    NAMESPACES.map(async ({ name, load }) => leaves(await load(language), `${name}:`)),
  );
  return new Map(all.flat());
}

describe('locale resources', () => {
  it('keep the interface strings apart from the shared message catalogue', () => {
    const shared = new Set(Object.keys(MESSAGES_EN));
    expect(Object.keys(UI_EN).filter((key) => shared.has(key))).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('%s has exactly the keys and placeholders of English', async (code) => {
    const english = await strings('en');
    const resource = await strings(code);
    expect([...resource.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of resource) {
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(['de', 'ro', 'pt'] as const)('%s leaves no string in English', async (code) => {
    const english = await strings('en');
    const untranslated = [...(await strings(code))]
      .filter(([key, text]) => english.get(key) === text)
      .map(([key]) => key);
    expect(untranslated.sort()).toEqual([...SAME_AS_ENGLISH[code]].sort());
  });

  it('gives gb the English wording', async () => {
    expect([...(await strings('gb'))]).toEqual([...(await strings('en'))]);
  });

  it('loads every namespace of the app and its features', () => {
    expect(NAMESPACES.map(({ name }) => name)).toEqual([
      'translation',
      'kit',
      'lobby',
      'game',
      'wallet',
      'search',
      'auth',
      'account',
      'payments',
      'bonuses',
      'promotions',
      'tournaments',
      'content',
      'loyalty',
      'sport',
      'miniGames',
      'styleguide',
      'pwa',
      'saferGambling',
      'qaPanel',
      'ops',
      'gamification',
    ]);
  });
});
