import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
  server: { proxy: { '/hzzk-portal': 'http://localhost:8080' } },
});
