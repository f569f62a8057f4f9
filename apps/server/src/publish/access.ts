import type { ApprovalStatus, PublishActorFacts, PublishApprovalFacts, PublishButton } from '@atelier/api';
import { ApprovalKind } from '../approvals/launch';
import type { Actor } from '../domain/actor';

/**
 * The publish buttons of 000 section 6: one definition, in `@atelier/api` (rules/publish.ts). They are held by
 * publishing managers and enterprise admins (auth/permissions.ts).
 */
export { PublishButton } from '@atelier/api';

/** Whether the actor holds a button key in the call's enterprise (the list the portal hides buttons by). */
export function holdsButton(actor: Pick<Actor, 'permissionKeys'>, key: PublishButton): boolean {
  return actor.permissionKeys.includes(key);
}

/** What the shared publish rules read of the actor for an approval: launched it, the buttons they hold. */
export function publishActor(actor: Actor, approval: { launchedBy: string }): PublishActorFacts {
  return { isLauncher: approval.launchedBy === actor.userId, buttonKeys: actor.permissionKeys };
}

/** What the shared publish rules read of an approval: whether it is a publish approval, its status. */
export function publishFacts(approval: { kind: string; status: string }): PublishApprovalFacts {
  return { isPublish: approval.kind === ApprovalKind.Publish, status: approval.status as ApprovalStatus };
}
