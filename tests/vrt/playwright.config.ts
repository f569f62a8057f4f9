import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { storybookStatic, storyContextOptions } from './context';

const port = Number(process.env.VRT_PORT ?? 6007);
/** The built Storybook to photograph (STORYBOOK_STATIC: another build, e.g. of a clean worktree). */
const storybookDir = storybookStatic();

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
    // Per-pixel threshold 0: the default (0.2) misses a one-step colour change, which alters every pixel of a
    // surface (hundreds at least). Up to 40 pixels may differ: glyph anti-aliasing varied by 1-19 pixels between
    // runs on a loaded 2-core machine.
    toHaveScreenshot: { threshold: 0, maxDiffPixels: 40, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    // The page a worker reuses (stories.spec.ts) opens its context with these same options.
    ...storyContextOptions(`http://127.0.0.1:${port}`),
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  webServer: {
    command: `node ../../scripts/serve-static.mjs ${storybookDir} ${port} --cache`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
  },
});
