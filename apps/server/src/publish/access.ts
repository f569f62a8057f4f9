import type { Actor } from '../domain/actor';

/** The publish buttons of 000 section 6 (held by publishing managers and enterprise admins: auth/permissions.ts). */
export const PublishButton = {
  Download: 'toPublish:download',
  Share: 'toPublish:share',
  ConfirmPublish: 'toPublish:confirmPublish',
} as const;
export type PublishButton = (typeof PublishButton)[keyof typeof PublishButton];

/** Whether the actor holds a button key in the call's enterprise (the list the portal hides buttons by). */
export function holdsButton(actor: Pick<Actor, 'permissionKeys'>, key: PublishButton): boolean {
  return actor.permissionKeys.includes(key);
}
