import { PublishCatalogMessage } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  cellSizeName,
  emptyGrid,
  fillRowFromBase,
  GRID_COLUMNS,
  gridOf,
  parsePrice,
  priceRuleFormSchema,
  priceSummary,
  printShopValues,
} from './catalogModel';

describe('the price grid', () => {
  it('has A0-A4 by +0, eight eighths and 超长: 50 cells', () => {
    expect(GRID_COLUMNS).toHaveLength(10);
    expect(Object.keys(emptyGrid())).toHaveLength(50);
    expect(cellSizeName('A1', { kind: 'step', step: 0 })).toBe('A1');
    expect(cellSizeName('A1', { kind: 'step', step: 0.375 })).toBe('A1+0.375');
    expect(cellSizeName('A4', { kind: 'oversize' })).toBe('A4超长');
  });

  it('puts a rule’s prices in their cells', () => {
    const grid = gridOf([
      { sizeName: 'A1', price: 12.5 },
      { sizeName: 'A1超长', price: 30 },
      { sizeName: 'B9', price: 1 },
    ]);
    expect(grid.A1).toBe('12.5');
    expect(grid.A1超长).toBe('30');
    expect(grid.A0).toBe('');
    expect('B9' in grid).toBe(false);
  });

  it('reads typed prices', () => {
    expect(parsePrice(' 12.50 ')).toBe(12.5);
    expect(parsePrice('0')).toBe(0);
    for (const text of ['', '-1', '1.2.3', 'abc', '1e3']) expect(parsePrice(text)).toBeNull();
  });

  it('fills a row’s empty cells from its base price by length and oversize, keeping typed ones', () => {
    const grid = fillRowFromBase({ ...emptyGrid(), A1: '12.5', 'A1+0.5': '20' }, 'A1', 2.5);
    expect(grid['A1+0.125']).toBe('14.06');
    expect(grid['A1+0.5']).toBe('20');
    expect(grid['A1+1']).toBe('25');
    expect(grid.A1超长).toBe('31.25');
    expect(grid.A2).toBe('');
    const none = emptyGrid();
    expect(fillRowFromBase(none, 'A0')).toBe(none);
  });
});

describe('the price rule form', () => {
  it('gives the server the filled cells as rows', () => {
    const parsed = priceRuleFormSchema.parse({
      ruleName: '2026年计价',
      remarks: '',
      grid: { ...emptyGrid(), A0: '25', 'A0+0.25': '31.25' },
    });
    expect(parsed).toEqual({
      ruleName: '2026年计价',
      rows: [
        { sizeName: 'A0', price: 25 },
        { sizeName: 'A0+0.25', price: 31.25 },
      ],
    });
  });

  it('marks a bad cell by its size, and an empty grid', () => {
    const bad = priceRuleFormSchema.safeParse({ ruleName: 'r', grid: { ...emptyGrid(), A2: '1.005', A3: 'x' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['grid.A2', PublishCatalogMessage.PriceInvalid],
      ['grid.A3', PublishCatalogMessage.PriceInvalid],
    ]);
    const empty = priceRuleFormSchema.safeParse({ ruleName: 'r', grid: emptyGrid() });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([PublishCatalogMessage.PricesRequired]);
  });
});

describe('lists', () => {
  it('summarises a rule’s prices', () => {
    expect(
      priceSummary(
        [
          { sizeName: 'A0', price: 25 },
          { sizeName: 'A1', price: 12.5 },
          { sizeName: 'A2', price: 6 },
        ],
        2,
      ),
    ).toEqual({ items: ['A0 ¥25.00', 'A1 ¥12.50'], text: 'A0 ¥25.00 · A1 ¥12.50', more: 1 });
    expect(priceSummary(null)).toEqual({ items: [], text: '', more: 0 });
  });

  it('fills the shop dialog', () => {
    expect(printShopValues(null)).toEqual({ name: '', contact: '', phone: '', address: '' });
    expect(printShopValues({ name: '店', phone: null })).toEqual({ name: '店', contact: '', phone: '', address: '' });
  });
});
