import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19's "Done when" counts, counted on the working tree so that a change that breaks one fails here: route
 * plugins that query the database, domain modules that know HTTP, `as unknown as Database` casts, and source files
 * over 600 lines. Each list must stay empty (the named exceptions aside, each with its reason).
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverSource = 'apps/server/src';

/** Every file of the working tree git would see (tracked or new, .gitignore respected), relative to the repo. */
function workingTree(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // A file deleted in the working tree but still in the index is not there to count.
  return out
    .split('\0')
    .filter(Boolean)
    .filter((file) => existsSync(path.join(repoRoot, file)));
}

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const isTest = (file: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || file.includes('/testing/');
/** The module specifiers a TypeScript file imports (static imports, re-exports and `import()`). */
function importsOf(text: string): string[] {
  const specifiers: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm)) {
    if (match[2]) specifiers.push(match[2]);
  }
  return specifiers;
}

/** Route plugins (routes/*.ts, tests aside) that reach the database: drizzle-orm or the schema. */
function routePluginsQueryingTheDatabase(files: readonly string[], text: (file: string) => string): string[] {
  return files
    .filter((file) => /^apps\/server\/src\/routes\/[^/]+\.ts$/.test(file) && !isTest(file))
    .filter((file) =>
      importsOf(text(file)).some((s) => s === 'drizzle-orm' || s.startsWith('drizzle-orm/') || /\/db\/schema/.test(s)),
    );
}

/** The server's folders that are not domain code: the HTTP layer, the plugins, test support, the parity suite. */
const NOT_DOMAIN = new Set(['http', 'routes', 'testing', 'parity']);
/** Files outside those folders that are not domain code either: the app and the process's entry points. */
const NOT_DOMAIN_FILES = new Set([`${serverSource}/app.ts`, `${serverSource}/main.ts`, `${serverSource}/runtime.ts`]);

/**
 * Domain modules allowed to name fastify, each for a reason that is not a request:
 * - notifications/channel.ts is the websocket channel itself: it mounts @fastify/websocket on the app and keeps
 *   the open sockets, the transport of notifications rather than a rule about them.
 * - sms/provider.ts and social/provider.ts take the app's logger, typed as fastify's `FastifyBaseLogger` (a type, no
 *   request).
 */
const HTTP_EXCEPTIONS: ReadonlySet<string> = new Set([
  `${serverSource}/notifications/channel.ts`,
  `${serverSource}/sms/provider.ts`,
  `${serverSource}/social/provider.ts`,
]);

/** Domain modules (tests aside) importing the HTTP layer (http/, routes/) or fastify. */
function domainModulesKnowingHttp(files: readonly string[], text: (file: string) => string): string[] {
  return files
    .filter((file) => file.startsWith(`${serverSource}/`) && /\.tsx?$/.test(file) && !isTest(file))
    .filter((file) => {
      const [folder, rest] = file.slice(serverSource.length + 1).split('/', 2);
      return rest !== undefined && folder !== undefined && !NOT_DOMAIN.has(folder) && !NOT_DOMAIN_FILES.has(file);
    })
    .filter((file) => !HTTP_EXCEPTIONS.has(file))
    .filter((file) =>
      importsOf(text(file)).some(
        (s) =>
          s === 'fastify' ||
          s.startsWith('@fastify/') ||
          /^(\.\.\/)+(http|routes)(\/|$)/.test(s) ||
          /^\.\.\/app$/.test(s),
      ),
    );
}

/** This file: it names the cast it counts. */
const self = path
  .relative(repoRoot, import.meta.filename)
  .split(path.sep)
  .join('/');

/** Server files (tests included, this one aside) that cast a handle to the database type. */
function databaseCasts(files: readonly string[], text: (file: string) => string): string[] {
  return files
    .filter((file) => file.startsWith(`${serverSource}/`) && /\.tsx?$/.test(file) && file !== self)
    .filter((file) => /as\s+unknown\s+as\s+Database\b/.test(text(file)));
}

const LINE_LIMIT = 600;

/** Source files that are counted: code in the repo, tests, stories, locales and generated files aside. */
function isCountedSource(file: string): boolean {
  if (!/\.(ts|tsx|js|jsx|mjs|cjs|css\.ts)$/.test(file)) return false;
  if (isTest(file) || /\.stories\.tsx?$/.test(file)) return false;
  // Locales: the features', the portal's and a feature's own texts.
  if (/(^|\/)(locale|i18n)\//.test(file) || /(^|\/)[A-Za-z]*[lL]ocale\.ts$/.test(file)) return false;
  // Generated: declarations, builds, migrations, the MSW service worker msw writes into .storybook/public.
  if (file.endsWith('.d.ts') || /(^|\/)(dist|build|storybook-static|drizzle)\//.test(file)) return false;
  if (file.endsWith('mockServiceWorker.js')) return false;
  return true;
}

/** Counted source files over the line limit, with their lengths. */
function filesOverTheLimit(files: readonly string[], text: (file: string) => string): string[] {
  return files
    .filter(isCountedSource)
    .map((file) => ({ file, lines: text(file).split('\n').length - (text(file).endsWith('\n') ? 1 : 0) }))
    .filter(({ lines }) => lines > LINE_LIMIT)
    .map(({ file, lines }) => `${file} (${lines} lines)`);
}

/** The test files of the projects that run without isolation (vitest.config.ts: 'server' and 'unit'). */
const sharedGraphTest = (file: string) =>
  (file.startsWith(`${serverSource}/`) && /\.test\.ts$/.test(file)) ||
  (/^(packages\/[^/]+\/src|apps\/portal\/src)\//.test(file) && /\.test\.tsx?$/.test(file));

/**
 * Server and unit test files that mock a module but run without isolation (vitest.config.ts): their mock would reach
 * the files after them in the worker, or miss modules a file before them loaded. They are named
 * *.isolated.test.ts(x).
 */
function sharedGraphTestsMocking(files: readonly string[], text: (file: string) => string): string[] {
  return files
    .filter(sharedGraphTest)
    .filter((file) => !/\.isolated\.test\.tsx?$/.test(file) && file !== self)
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(text(file)));
}

describe('the house rules, counted', () => {
  const files = workingTree();

  it('sees the working tree', () => {
    expect(files).toContain(`${serverSource}/routes/index.ts`);
    expect(files.length).toBeGreaterThan(500);
  });

  it('has no route plugin that queries the database', () => {
    expect(routePluginsQueryingTheDatabase(files, read)).toEqual([]);
  });

  it('has no domain module that imports the HTTP layer or fastify (the named exceptions aside)', () => {
    expect(domainModulesKnowingHttp(files, read)).toEqual([]);
    // The exceptions exist: a stale name would let its file's replacement in unseen.
    for (const file of HTTP_EXCEPTIONS) expect(files).toContain(file);
  });

  it('casts nothing to the database type', () => {
    expect(databaseCasts(files, read)).toEqual([]);
  });

  it(`has no source file over ${LINE_LIMIT} lines`, () => {
    expect(filesOverTheLimit(files, read)).toEqual([]);
  });

  it('mocks modules only in the server and unit tests that run isolated', () => {
    expect(sharedGraphTestsMocking(files, read)).toEqual([]);
  });
});

describe('the counters', () => {
  const texts: Record<string, string> = {
    'apps/server/src/routes/stamp.ts': "import { eq } from 'drizzle-orm';\nimport { stamps } from '../db/schema';",
    'apps/server/src/routes/files.ts': "import { implementArea } from '../http/area';",
    'apps/server/src/routes/files.test.ts': "import { eq } from 'drizzle-orm';",
    'apps/server/src/routes/race.test.ts': "vi.mock('../approvals/drawings');",
    'apps/server/src/routes/gate.isolated.test.ts': "vi.mock('../approvals/drawings');",
    'packages/features/src/Upload/engine.test.ts': "vi.doMock('./md5');",
    'packages/features/src/Upload/panel.isolated.test.tsx': "vi.mock('./md5');",
    'apps/portal/src/guard.test.tsx': "vi.mock('./session');",
    'packages/features/src/Upload/model.ts': "vi.mock('./md5');",
    'apps/server/src/stamps/manage.ts': "import type { FastifyRequest } from 'fastify';",
    'apps/server/src/publish/launch.ts': "import { deny } from '../http/area';",
    'apps/server/src/approvals/flow.ts':
      "import { deny } from '../domain/errors';\nconst d = tx as unknown as Database;",
    'apps/server/src/notifications/channel.ts': "import websocket from '@fastify/websocket';",
    'packages/features/src/Big/Big.tsx': 'x\n'.repeat(601),
    'packages/features/src/Big/Big.stories.tsx': 'x\n'.repeat(900),
    'packages/features/src/locale/zh_CN.ts': 'x\n'.repeat(900),
    'packages/features/src/Small/Small.tsx': 'x\n'.repeat(600),
  };
  const files = Object.keys(texts);
  const text = (file: string) => texts[file] ?? '';

  it('find what breaks a rule and pass what does not', () => {
    expect(routePluginsQueryingTheDatabase(files, text)).toEqual(['apps/server/src/routes/stamp.ts']);
    expect(domainModulesKnowingHttp(files, text)).toEqual([
      'apps/server/src/stamps/manage.ts',
      'apps/server/src/publish/launch.ts',
    ]);
    expect(databaseCasts(files, text)).toEqual(['apps/server/src/approvals/flow.ts']);
    expect(filesOverTheLimit(files, text)).toEqual(['packages/features/src/Big/Big.tsx (601 lines)']);
    expect(sharedGraphTestsMocking(files, text)).toEqual([
      'apps/server/src/routes/race.test.ts',
      'packages/features/src/Upload/engine.test.ts',
      'apps/portal/src/guard.test.tsx',
    ]);
  });
});
