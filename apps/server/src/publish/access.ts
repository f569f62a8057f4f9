import { permissionsFor } from '../auth/permissions';
import type { HandlerContext } from '../http/registerEndpoint';

/** The publish buttons of 000 section 6 (held by publishing managers and enterprise admins: auth/permissions.ts). */
export const PublishButton = {
  Download: 'toPublish:download',
  Share: 'toPublish:share',
  ConfirmPublish: 'toPublish:confirmPublish',
} as const;
export type PublishButton = (typeof PublishButton)[keyof typeof PublishButton];

/** Whether the caller holds a button key in the call's enterprise (the list the portal hides buttons by). */
export function holdsButton(ctx: HandlerContext<unknown>, key: PublishButton): boolean {
  return permissionsFor(ctx.enterprise?.roles ?? null).authList.includes(key);
}
