/**
 * The person's preferences as the portal applies them (issue 24): the language, and the page that opens after a
 * login that was not sent from another page.
 */
import { PreferredLanguage, type UserSettings } from '@atelier/api';
import type { ApiClient } from '@atelier/api/client';
import type { PortalLanguage } from '../../i18n';

/** The portal language of a saved preference. */
export function portalLanguageOf(language: UserSettings['language']): PortalLanguage {
  return language === PreferredLanguage.English ? 'en-US' : 'zh-CN';
}

/**
 * Where a login lands: the page the guard sent the user from, else the person's default page (the dashboard when
 * the settings cannot be read). Answers the language to apply too, or null to keep the current one.
 */
export async function landingAfterLogin(
  client: Pick<ApiClient, 'user'>,
  redirect: string | null,
  safe: (redirect: string | null) => string,
): Promise<{ path: string; language: PortalLanguage | null }> {
  let settings: UserSettings | null = null;
  try {
    settings = await client.user.getUserSetting({});
  } catch {
    settings = null;
  }
  return {
    path: redirect ? safe(redirect) : (settings?.defaultPage ?? safe(null)),
    language: settings ? portalLanguageOf(settings.language) : null,
  };
}
