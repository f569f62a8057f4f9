#!/usr/bin/env node
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { buildDeclarations } from '../../scripts/build-declarations.mjs';

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

buildDeclarations(root, path.join(outdir, 'types'));

console.log(
  `@atelier/api built: dist/{index,client,rules,server,msw,seed}.js and dist/types in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
