import { DefaultPage, PreferredLanguage } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { landingAfterLogin, portalLanguageOf } from './preferences';

const safe = (redirect: string | null) => redirect ?? '/dashboard';
const clientWith = (getUserSetting: () => Promise<unknown>) =>
  ({ user: { getUserSetting } }) as unknown as Parameters<typeof landingAfterLogin>[0];

describe('landingAfterLogin', () => {
  it('goes to the default page without a redirect, and applies the language', async () => {
    const client = clientWith(async () => ({
      language: PreferredLanguage.English,
      defaultPage: DefaultPage.ProjectCenter,
    }));
    expect(await landingAfterLogin(client, null, safe)).toEqual({ path: '/project-center', language: 'en-US' });
  });
  it('keeps the redirect the guard gave', async () => {
    const client = clientWith(async () => ({ language: PreferredLanguage.Chinese, defaultPage: DefaultPage.Disk }));
    expect(await landingAfterLogin(client, '/workflow/all', safe)).toEqual({
      path: '/workflow/all',
      language: 'zh-CN',
    });
  });
  it('falls back to the dashboard when the settings cannot be read', async () => {
    const client = clientWith(async () => {
      throw new Error('offline');
    });
    expect(await landingAfterLogin(client, null, safe)).toEqual({ path: '/dashboard', language: null });
  });
});

describe('portalLanguageOf', () => {
  it('maps the saved language', () => {
    expect(portalLanguageOf(PreferredLanguage.Chinese)).toBe('zh-CN');
    expect(portalLanguageOf(PreferredLanguage.English)).toBe('en-US');
  });
});
