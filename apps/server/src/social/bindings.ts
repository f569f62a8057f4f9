/**
 * WeChat and DingTalk login and binding (001 sections 2.3, 7.10; issue 24) through the app's provider
 * (social/provider.ts). An app whose provider is off answers 50001 该功能暂未开放 (the portal shows no button); with
 * it on, a person binds the app account a code stands for, logs in with it, sees and removes the binding. The rules
 * and messages are @atelier/api's (rules/socialLogin.ts).
 */
import { Flag, type LoginResult, Refuse, type SocialKind, SocialMessage, socialBindRefusal } from '@atelier/api';
import { openLogin } from '../auth/login';
import type { LoginClient } from '../auth/session';
import { findUserById } from '../auth/userRepository';
import type { Database } from '../db/index';
import { DomainError, ErrorCode, ErrorMessage, enforce, refuse } from '../domain/errors';
import { formatDateTime } from '../util/format';
import type { SocialIdentity, SocialProvider } from './provider';
import { bindingOfAccount, bindingOfUser, deleteBinding, insertBinding } from './repository';

/** The app's provider, or the 50001 answer of an app that is off. */
export function requireProvider(provider: SocialProvider | null): SocialProvider {
  if (!provider) throw new DomainError(ErrorCode.NotYetAvailable, ErrorMessage.NotYetAvailable);
  return provider;
}

async function identify(provider: SocialProvider, code: string): Promise<SocialIdentity> {
  const identity = await provider.identify(code);
  if (!identity) refuse(Refuse.invalid(SocialMessage.authorizationFailed(provider.kind)));
  return identity;
}

/** Login with the app (DingTalk's scanLogin, WeChat's weChatLogCode): the person who bound the account. */
export async function socialLogin(
  db: Database,
  provider: SocialProvider,
  code: string,
  client: LoginClient,
): Promise<LoginResult> {
  const identity = await identify(provider, code);
  const binding = await bindingOfAccount(db, provider.kind, identity.externalId);
  const user = binding ? await findUserById(db, binding.userId) : undefined;
  if (!user) refuse(Refuse.invalid(SocialMessage.notBound(provider.kind)));
  return openLogin(db, user, client);
}

/** Whether the account a code stands for is bound (WeChat's getAccessToken: its openId and whether bound). */
export async function socialAccount(db: Database, provider: SocialProvider, code: string) {
  const identity = await identify(provider, code);
  const binding = await bindingOfAccount(db, provider.kind, identity.externalId);
  return { openId: identity.externalId, bound: binding !== undefined };
}

/** The signed-in person binds the app account a code stands for (one per app, and the account to one person). */
export async function bindSocial(db: Database, provider: SocialProvider, userId: string, code: string) {
  const identity = await identify(provider, code);
  const holder = await bindingOfAccount(db, provider.kind, identity.externalId);
  const own = await bindingOfUser(db, userId, provider.kind);
  enforce(
    socialBindRefusal(provider.kind, {
      userId,
      holderOfAccount: holder?.userId ?? null,
      personHasOne: own !== undefined,
    }),
  );
  if (!holder) {
    await insertBinding(db, {
      userId,
      kind: provider.kind,
      externalId: identity.externalId,
      nickname: identity.nickname,
    });
  }
  return null;
}

/** The signed-in person removes their binding of the app. */
export async function unbindSocial(db: Database, kind: SocialKind, userId: string) {
  if (!(await deleteBinding(db, userId, kind))) refuse(Refuse.invalid(SocialMessage.notBoundToYou(kind)));
  return null;
}

/** The person's bindings of the apps that are on (/account/security): bound or not, the nickname and when. */
export async function socialBindings(db: Database, userId: string, providers: readonly SocialProvider[]) {
  return Promise.all(
    providers.map(async (provider) => {
      const binding = await bindingOfUser(db, userId, provider.kind);
      return {
        type: provider.kind,
        nickname: binding?.nickname ?? '',
        boundTime: binding ? formatDateTime(binding.createdAt) : '',
        bound: binding ? Flag.Yes : Flag.No,
      };
    }),
  );
}
