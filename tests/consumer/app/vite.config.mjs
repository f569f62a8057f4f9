// A plain Vite + React app, as another team would have: no vanilla-extract plugin, only the built CSS.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
