import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium';

const port = Number(process.env.VRT_PORT ?? 6007);

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  outputDir: '../../test-results/vrt',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report/vrt' }]]
    : 'list',
  expect: {
    // Pixel-exact: the default threshold (0.2) misses a one-step colour change.
    toHaveScreenshot: { threshold: 0, maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  webServer: {
    command: `node ../../scripts/serve-static.mjs ../../storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
  },
});
