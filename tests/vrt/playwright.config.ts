import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium';

const port = Number(process.env.VRT_PORT ?? 6007);

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  outputDir: '../../test-results/vrt',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // Says when this machine's Chromium or fonts differ from those the pictures were taken with.
  globalSetup: './rendering.mjs',
  fullyParallel: true,
  workers: 2,
  // No retries (issue 20): a retry turns a red run green and hides a race. The plays that failed once in a while in
  // the shared preview page had causes, found and fixed: a story that left TanStack Query offline for the page
  // (UploadPanel / Offline; the harness now refuses such a page), React Aria's page-wide tooltip warm-up, and a focus
  // return racing React Aria's own.
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report/vrt' }]]
    : 'list',
  expect: {
    // Per-pixel threshold 0.01 (pixelmatch's YIQ distance): it lets through differences of up to 2 levels of 255
    // per channel, rasterization noise (a fresh-clone run once saw 90 such pixels on four check marks, none over 2
    // levels; their largest distance 0.0036), and still fails a grey change of 3 levels (0.0114), let alone a step
    // of a palette; the default (0.2) misses a one-step colour change, which alters every pixel of a surface. Up to 40 pixels may differ by more: glyph anti-aliasing varied by 1-19
    // pixels between runs on a loaded 2-core machine.
    toHaveScreenshot: { threshold: 0.01, maxDiffPixels: 40, animations: 'disabled', caret: 'hide', scale: 'css' },
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
    // Never reused: a server left on the port may serve another checkout's Storybook (a git worktree's), whose
    // stories then read as missing here. A busy port is an error to see, not a build to trust (VRT_PORT moves it).
    reuseExistingServer: false,
  },
});
