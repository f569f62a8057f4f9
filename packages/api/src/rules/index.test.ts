import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = (file: string, prefix: string) =>
  [...readFileSync(path.join(import.meta.dirname, file), 'utf8').matchAll(/^export \* from '(.+)';$/gm)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith(prefix))
    .map((specifier) => specifier.slice(prefix.length))
    .sort();

describe("'@atelier/api/rules'", () => {
  it('re-exports the same rule modules as the root entry', () => {
    expect(modules('index.ts', './')).toEqual(modules('../index.ts', './rules/'));
  });
});
