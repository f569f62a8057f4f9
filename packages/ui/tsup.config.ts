import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * Every folder src/index.ts re-exports, built as an entry of its own (dist/parts/, not exported): code splitting then
 * gives each folder its own chunks, which a bundler drops when the app imports nothing from them (the package's
 * JavaScript has no side effects). Everything in one chunk could not be tree-shaken below the module.
 */
const parts = Object.fromEntries(
  [...readFileSync('src/index.ts', 'utf8').matchAll(/^export \* from '\.\/([A-Za-z]+)';$/gm)].map(([, folder]) => [
    `parts/${folder}`,
    `src/${folder}/index.ts`,
  ]),
);

export default defineConfig({
  // 'form' holds the react-hook-form bindings, so the main entry never imports that optional peer.
  // 'document' is the opt-in page base (dist/document.css; its empty script is not exported).
  entry: { index: 'src/index.ts', form: 'src/Form/index.ts', document: 'src/theme/document.css.ts', ...parts },
  format: ['esm'],
  target: 'es2022',
  dts: { entry: { index: 'src/index.ts', form: 'src/Form/index.ts' }, compilerOptions: { customConditions: [] } },
  sourcemap: true,
  clean: true,
  // One stylesheet for the whole package: consumers import '@atelier/ui/styles.css' once.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-hook-form'],
  // The parts' own stylesheets repeat index.css piecemeal and nothing imports them.
  onSuccess:
    "node -e \"for (const f of require('fs').readdirSync('dist/parts')) if (f.includes('.css')) require('fs').rmSync('dist/parts/' + f)\"",
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});
