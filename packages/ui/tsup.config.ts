import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // 'form' holds the react-hook-form bindings, so the main entry never imports that optional peer.
  entry: { index: 'src/index.ts', form: 'src/Form/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { customConditions: [] } },
  sourcemap: true,
  clean: true,
  // One stylesheet for the whole package: consumers import '@atelier/ui/styles.css' once.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-hook-form'],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});
