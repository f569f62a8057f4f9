#!/usr/bin/env node
/**
 * `pnpm build`: '@atelier/api' as published consumers install it, one entry per reader, in dist/.
 *
 * - JavaScript (esbuild): dist/index.js (contract, entities, codes, rules), dist/client.js (the typed client, the
 *   shared response handling, query helpers), dist/server.js (request decoding and validation), dist/seed.js (the demo firm as data) and dist/msw.js (the
 *   fixtures), their shared code in chunks beside them. zod and msw stay imports (a dependency and an optional peer).
 * - Declarations (tsc, the workspace's TypeScript 7): dist/types/ mirrors src/. Their relative imports are then
 *   given their `.js` endings, so that Node's own ESM resolution (`moduleResolution: node16`) reads them as well as
 *   bundlers do. tsup is not used: its declaration bundler needs TypeScript 6 as the package's own `typescript`,
 *   which would give the package a second msw (msw's optional `typescript` peer) whose types clash with the
 *   workspace's.
 * Workspace consumers read src/ through the `@atelier/source` condition and never need this build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const outdir = path.join(root, 'dist');
const started = performance.now();
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: {
    index: 'src/index.ts',
    client: 'src/client/index.ts',
    rules: 'src/rules/index.ts',
    server: 'src/contract/server.ts',
    msw: 'src/msw/index.ts',
    seed: 'src/seed/index.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  packages: 'external',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});

// The workspace's TypeScript (7, a native compiler behind a small Node launcher).
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });

/** Every declaration file under a folder. */
function declarations(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return declarations(full);
    return entry.endsWith('.d.ts') ? [full] : [];
  });
}

// `from './contract/define'` -> `from './contract/define.js'`, `import("..")` -> `import("../index.js")`.
const relative = /(\bfrom\s+|\bimport\s*\(\s*)(['"])(\.{1,2}(?:\/[^'"]*?)?)\2/g;
for (const file of declarations(path.join(outdir, 'types'))) {
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(relative, (whole, lead, quote, specifier) => {
    if (/\.(js|json)$/.test(specifier)) return whole;
    const target = path.resolve(path.dirname(file), specifier);
    const ending = existsSync(`${target}.d.ts`)
      ? '.js'
      : existsSync(path.join(target, 'index.d.ts'))
        ? '/index.js'
        : null;
    if (ending === null) throw new Error(`${path.relative(root, file)}: cannot resolve ${specifier}`);
    return `${lead}${quote}${specifier}${ending}${quote}`;
  });
  if (fixed !== text) writeFileSync(file, fixed);
}

console.log(
  `@atelier/api built: dist/{index,client,rules,server,msw,seed}.js and dist/types in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
