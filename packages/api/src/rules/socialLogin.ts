import { Refuse, type RuleRefusal } from './refusal';

/**
 * WeChat and DingTalk login and binding (001 sections 2.3, 7.10; issue 24): off by default (the product shows no
 * button for them); a deployment turns a provider on in the server's settings. The rules and messages the server
 * decides with (Atelier's Chinese; the specification shows none of these messages).
 */

/** The chat apps a person may bind and log in with. */
export const SocialKind = { WeChat: 'wechat', DingTalk: 'dingtalk' } as const;
export type SocialKind = (typeof SocialKind)[keyof typeof SocialKind];

/** The apps' names as the messages say them. */
export const socialKindName: Readonly<Record<SocialKind, string>> = { wechat: '微信', dingtalk: '钉钉' };

export const SocialMessage = {
  /** The provider did not accept the code (expired, used, forged). */
  authorizationFailed: (kind: SocialKind) => `${socialKindName[kind]}授权失败，请重新扫码`,
  /** Logging in with an app account no person bound. */
  notBound: (kind: SocialKind) =>
    `该${socialKindName[kind]}账号尚未绑定，请先使用手机号登录，再在“账号安全”中绑定${socialKindName[kind]}`,
  /** The app account is another person's. */
  boundToAnother: (kind: SocialKind) => `该${socialKindName[kind]}账号已绑定其他用户`,
  /** The person already has one of this app bound. */
  alreadyBound: (kind: SocialKind) => `您已绑定${socialKindName[kind]}，请先解除绑定`,
  /** Unbinding what was never bound. */
  notBoundToYou: (kind: SocialKind) => `您尚未绑定${socialKindName[kind]}`,
} as const;

/** Binding an app account (its external id) to a person: who holds it now, and what the person holds already. */
export function socialBindRefusal(
  kind: SocialKind,
  facts: { userId: string; holderOfAccount: string | null; personHasOne: boolean },
): RuleRefusal | null {
  if (facts.holderOfAccount && facts.holderOfAccount !== facts.userId) {
    return Refuse.invalid(SocialMessage.boundToAnother(kind));
  }
  if (facts.holderOfAccount === facts.userId) return null;
  return facts.personHasOne ? Refuse.invalid(SocialMessage.alreadyBound(kind)) : null;
}
