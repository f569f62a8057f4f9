import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium';

const dist = process.env.CONSUMER_DIST;
if (!dist) throw new Error('CONSUMER_DIST is not set: run tests/consumer/run.sh');
const port = Number(process.env.CONSUMER_PORT ?? 6010);

export default defineConfig({
  testDir: '.',
  testMatch: 'consumer.spec.ts',
  outputDir: '../../test-results/consumer',
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  webServer: {
    command: `node ../../scripts/serve-static.mjs ${dist} ${port}`,
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
  },
});
