#!/usr/bin/env node
/**
 * `pnpm build` (and `pnpm start`, which runs it first): the server as JavaScript in dist/, so that production runs
 * Node on plain JavaScript and compiles no TypeScript at run time.
 *
 * esbuild, because it is one small, steadily maintained dependency already in the tree (tsx and Vite use it), it
 * bundles the whole server in well under a second, and its plugin API covers the two things this build must do
 * by hand (below). tsup is in maintenance and points to tsdown; tsdown (Rolldown) would work too but brings its own
 * bundler for features this build does not use (declarations, library formats).
 *
 * - Entry points: src/main.ts (the server) and src/seed/cli.ts (`pnpm seed`), as dist/main.js and dist/seed.js
 *   with their shared code in chunks beside them.
 * - Bundled: the server's sources and the workspace packages (`@atelier/*`), read from their TypeScript sources
 *   through the `@atelier/source` condition, as tsx and Vitest read them.
 * - External: every other package (Fastify, drizzle, PGlite with its wasm and data, pg, pdfjs-dist, the AWS SDK,
 *   zod ...), loaded by Node from apps/server/node_modules at run time, unchanged. A package the server imports but
 *   does not list in its `dependencies` stops the build: production would not find it.
 * - Files read at run time (the drizzle migrations, the seed's font, the built portal) are found through
 *   `import.meta.dirname` in the sources; in the bundle every module would see dist/. Each source file's
 *   `import.meta.dirname` (and `.filename`, `.url`) is rewritten to name the folder the file has in src/, relative
 *   to the bundle, so `path.resolve(import.meta.dirname, '../../drizzle')` in src/db/index.ts still names
 *   apps/server/drizzle.
 * - Source maps beside the output; `pnpm start` runs Node with --enable-source-maps, so stack traces name the
 *   TypeScript files and lines.
 * - `node build.mjs --outdir <folder>`: elsewhere than dist/ (the fault tests build their own server child this
 *   way). The folder must be inside apps/server, where Node finds the external packages.
 */
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag > 0 ? path.resolve(process.argv[outdirFlag + 1] ?? 'dist') : path.join(root, 'dist');
if (path.relative(root, outdir).startsWith('..')) {
  console.error(`--outdir must be inside ${root}: Node looks for the external packages from there`);
  process.exit(1);
}
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const declared = new Set(Object.keys(pkg.dependencies ?? {}));
const builtins = new Set(builtinModules);

/** The package a bare import names: `drizzle-orm/pg-core` -> `drizzle-orm`, `@aws-sdk/client-s3/x` -> `@aws-sdk/client-s3`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'atelier-external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@atelier/')) return undefined; // bundled from source
      if (args.path.startsWith('node:') || builtins.has(args.path)) return { path: args.path, external: true };
      const name = packageOf(args.path);
      if (!declared.has(name)) {
        return {
          errors: [
            {
              text: `${args.path} is imported (from ${path.relative(root, args.importer)}) but ${name} is not in apps/server's dependencies: production would not find it`,
            },
          ],
        };
      }
      return { path: args.path, external: true };
    });
  },
};

/** @type {import('esbuild').Plugin} */
const sourceLocations = {
  name: 'atelier-source-locations',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      // Relative to a file of dist/ (every output file is directly in it: entries and chunks alike).
      const fromDist = (target) => path.relative(outdir, target).split(path.sep).join('/');
      const file = JSON.stringify(fromDist(args.path));
      const folder = JSON.stringify(fromDist(path.dirname(args.path)));
      const replacement = {
        dirname: `__atelierFileURLToPath(new URL(${folder}, import.meta.url))`,
        filename: `__atelierFileURLToPath(new URL(${file}, import.meta.url))`,
        url: `new URL(${file}, import.meta.url).href`,
      };
      const contents = source.replace(/\bimport\.meta\.(dirname|filename|url)\b/g, (_, key) => replacement[key]);
      return {
        // At the end, so that the lines keep their numbers (imports are hoisted wherever they are written).
        contents: `${contents}\nimport { fileURLToPath as __atelierFileURLToPath } from 'node:url';\n`,
        loader: path.extname(args.path).slice(1).replace(/^[cm]/, ''),
      };
    });
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', seed: 'src/seed/cli.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  conditions: ['@atelier/source'],
  tsconfig: path.join(root, 'tsconfig.json'),
  plugins: [externalPackages, sourceLocations],
  sourcemap: 'linked',
  sourcesContent: false,
  // Class and function names as written (error names, logs), although bundling renames clashing top-level names.
  keepNames: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `server built: ${path.relative(root, outdir)}/main.js, seed.js (${(bytes / 1e6).toFixed(1)} MB of JavaScript, ` +
    `${Object.keys(result.metafile.inputs).length} source files) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
