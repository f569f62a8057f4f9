import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { TABLES_CHILDREN_FIRST } from './index';
import * as schema from './schema';

const exported: unknown[] = Object.values(schema);
const tables = exported.filter((value): value is PgTable => is(value, PgTable));

describe('the schema split by domain', () => {
  it('re-exports every table once from db/schema', () => {
    const names = tables.map((table) => getTableName(table));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(40);
  });

  it('names every table in TABLES_CHILDREN_FIRST, each before the tables it references', () => {
    const order: readonly string[] = TABLES_CHILDREN_FIRST;
    expect([...order].sort()).toEqual(tables.map((table) => getTableName(table)).sort());
    for (const table of tables) {
      const name = getTableName(table);
      for (const foreignKey of getTableConfig(table).foreignKeys) {
        const parent = getTableName(foreignKey.reference().foreignTable);
        if (parent === name) continue;
        expect(order.indexOf(name), `${name} references ${parent}`).toBeLessThan(order.indexOf(parent));
      }
    }
  });
});
