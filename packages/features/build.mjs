#!/usr/bin/env node
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { buildDeclarations } from '../../scripts/build-declarations.mjs';

const root = import.meta.dirname;
const outdir = path.join(root, 'dist');
const started = performance.now();
const onlyExports = process.argv.includes('--exports');

/** 'FlowTemplateDialog' -> 'flow-template-dialog'. */
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The folders src/index.ts re-exports, in its order: the package's public entry points. */
export function entryFolders() {
  const index = readFileSync(path.join(root, 'src/index.ts'), 'utf8');
  return [...index.matchAll(/^export \* from '\.\/([A-Za-z]+)';$/gm)].map((match) => match[1]);
}

const folders = entryFolders();
const entries = Object.fromEntries([
  ['index', 'src/index.ts'],
  ...folders.map((folder) => [kebab(folder), `src/${folder}/index.ts`]),
]);

// package.json's exports, generated from the same list.
const manifestFile = path.join(root, 'package.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const exportOf = (source, name) => ({
  '@atelier/source': `./${source}`,
  types: `./dist/types/${source.replace(/^src\//, '').replace(/\.tsx?$/, '.d.ts')}`,
  import: `./dist/${name}.js`,
});
const exportsMap = {
  '.': exportOf('src/index.ts', 'index'),
  ...Object.fromEntries(
    folders.map((folder) => [`./${kebab(folder)}`, exportOf(entries[kebab(folder)], kebab(folder))]),
  ),
  './styles/*': './dist/styles/*',
  './package.json': './package.json',
};
if (JSON.stringify(manifest.exports) !== JSON.stringify(exportsMap)) {
  manifest.exports = exportsMap;
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log('@atelier/features: package.json exports rewritten from src/index.ts (commit the change)');
}
if (onlyExports) process.exit(0);

rmSync(outdir, { recursive: true, force: true });

/**
 * Each .css.ts module's stylesheet as its own file, dist/styles/<folder>/<name>.css, imported (a package
 * self-reference, '@atelier/features/styles/...') by the chunk that holds the module's class names. A bundler thus
 * adds the styles of exactly the modules the app's imports reach, each once, in module order, whichever entries
 * share them.
 */
const esbuildPluginDir = path.dirname(createRequire(import.meta.url).resolve('@vanilla-extract/esbuild-plugin'));
const integration = createRequire(path.join(esbuildPluginDir, 'x.js'))('@vanilla-extract/integration');
const stylesBeside = {
  name: 'styles-beside',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: integration.virtualCssFileFilter }, async (args) => {
      const { source, fileName } = await integration.getSourceFromVirtualCssFile(args.path);
      const name = path
        .relative('src', fileName)
        .split(path.sep)
        .join('/')
        .replace(/\.css\.ts\.vanilla\.css$/, '.css');
      const file = path.join(outdir, 'styles', name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, source);
      return { path: `@atelier/features/styles/${name}`, external: true };
    });
  },
};

/**
 * The .css.ts files read only the theme's variable names from '@atelier/ui' (`vars`). Their evaluation gets those
 * names from the built package (so they are the ones its stylesheet defines) as a small module, instead of bundling
 * the whole of '@atelier/ui' and react-aria-components into each evaluation.
 */
const { vars } = await import('@atelier/ui');
const uiVarsOnly = {
  name: 'ui-vars-only',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@atelier\/ui$/ }, () => ({ path: 'vars', namespace: 'atelier-ui-vars' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'atelier-ui-vars' }, () => ({
      contents: `export const vars = ${JSON.stringify(vars)};`,
      loader: 'js',
    }));
  },
};

/** The engine's `new URL('./md5.worker.ts', import.meta.url)` names the built worker beside every output file. */
const workerUrl = {
  name: 'md5-worker-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /UploadPanel[\\/]engine[\\/]md5\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const fixed = text.replace(
        "new URL('./md5.worker.ts', import.meta.url)",
        "new URL('./md5.worker.js', import.meta.url)",
      );
      if (fixed === text) throw new Error('md5.ts no longer creates its worker from ./md5.worker.ts: update build.mjs');
      return { contents: fixed, loader: 'ts' };
    });
  },
};

const shared = {
  absWorkingDir: root,
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  jsx: 'automatic',
  packages: 'external',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
};

const result = await build({
  ...shared,
  entryPoints: entries,
  splitting: true,
  metafile: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [
    stylesBeside,
    vanillaExtractPlugin({ identifiers: 'short', esbuildOptions: { plugins: [uiVarsOnly] } }),
    workerUrl,
  ],
});
await build({ ...shared, entryPoints: { 'md5.worker': 'src/UploadPanel/engine/md5.worker.ts' } });

// Chunks live in dist/chunks/: the worker URL in them is one folder up.
for (const file of Object.keys(result.metafile.outputs)) {
  if (!file.endsWith('.js') || !file.includes('/chunks/')) continue;
  const full = path.join(root, file);
  const text = readFileSync(full, 'utf8');
  if (text.includes("'./md5.worker.js'") || text.includes('"./md5.worker.js"'))
    writeFileSync(full, text.replace(/(["'])\.\/md5\.worker\.js\1/g, '$1../md5.worker.js$1'));
}

buildDeclarations(root, path.join(outdir, 'types'));

console.log(
  `@atelier/features built: ${Object.keys(entries).length} entries, the MD5 worker and dist/types in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
