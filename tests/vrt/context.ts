import path from 'node:path';
import type { BrowserContextOptions } from '@playwright/test';

/** The built Storybook: STORYBOOK_STATIC, or the repository's storybook-static. */
export function storybookStatic(): string {
  return path.resolve(process.env.STORYBOOK_STATIC ?? path.join(import.meta.dirname, '../../storybook-static'));
}

/** The browser every picture is taken in: one size, scale, locale, time zone, scheme and motion. */
export function storyContextOptions(baseURL: string) {
  return {
    baseURL,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  } satisfies BrowserContextOptions;
}
