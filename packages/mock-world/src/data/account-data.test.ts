import { bonusSchema, transactionListSchema, transactionRowSchema } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { generatePlayerBonuses, generatePromotions, toBonus } from './bonuses.js';
import { generateTransactions, isDebit, toTransactionRow } from './transactions.js';

const now = Date.parse('2025-03-12T12:00:00Z');

describe('bonuses', () => {
  it('parse with the shared schema in every language', () => {
    for (const language of ['en', 'de', 'ro', 'pt', 'gb'] as const) {
      for (const record of generatePlayerBonuses(1, 1001, 'EUR', 'active')) {
        const bonus = bonusSchema.parse(
          toBonus(record, { language, currency: 'EUR', nowMs: now, origin: 'http://m' }),
        );
        expect(bonus.activationDate === null).toBe(record.activatedAgoMs === null);
      }
    }
  });

  it('texts differ between languages', () => {
    const [record] = generatePromotions(1);
    expect(record).toBeDefined();
    if (record === undefined) return;
    const names = (['en', 'de', 'ro', 'pt'] as const).map(
      (language) =>
        toBonus(record, { language, currency: 'EUR', nowMs: now, origin: 'http://m' }).name,
    );
    expect(new Set(names).size).toBe(4);
  });

  it('show a promotion in the asked currency', () => {
    const [record] = generatePromotions(1);
    if (record === undefined) throw new Error('no promotions');
    const bonus = toBonus(record, {
      language: 'en',
      currency: 'RON',
      nowMs: now,
      origin: 'http://m',
    });
    expect(bonus.currency).toBe('RON');
    expect(bonus.shortDescription).toContain('RON');
  });
});

describe('transactions', () => {
  it('parse with the shared schema, newest first, debits negative', () => {
    const rows = generateTransactions(1, 1001, 'EUR').map((record) => ({
      record,
      row: transactionRowSchema.parse(toTransactionRow(record, now)),
    }));
    for (let index = 1; index < rows.length; index += 1) {
      expect(Date.parse(rows[index - 1]?.row.date ?? '')).toBeGreaterThanOrEqual(
        Date.parse(rows[index]?.row.date ?? ''),
      );
    }
    for (const { record, row } of rows) {
      expect(row.amount < 0).toBe(isDebit(record.type));
      expect(row.method !== undefined).toBe(record.scope === 'payments');
    }
    transactionListSchema.parse({
      items: rows.map(({ row }) => row),
      page: 1,
      pageCount: 1,
      total: rows.length,
    });
  });
});
