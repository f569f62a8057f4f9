import { type AnyEndpoint, endpointPath, type ServicePrefixes } from '@atelier/api';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { newToken } from '../auth/password';
import { type AuthUser, hashToken, type Session } from '../auth/session';
import type { Database } from '../db/index';
import { downloadTickets, sessions } from '../db/schema';
import { tokenInvalid } from '../domain/errors';

/** What a ticket opens. */
export const TicketKind = {
  Download: 'download',
  Preview: 'preview',
  /** The files of a publish share link, for whoever holds the link (publish/shareLinks.ts). */
  Share: 'share',
} as const;
export type TicketKind = (typeof TicketKind)[keyof typeof TicketKind];

/**
 * How long a link works. A download starts at once and its ticket works once; a preview is loaded by the browser's
 * PDF viewer in the preview tab, or by react-pdf in the wizard's drawing viewer, which keeps the link for a minute and
 * may load it again, so a preview ticket may be used again during its short life. Share tickets are made for anyone
 * holding a publish share link and keep their semantics (publish/shareLinks.ts).
 */
export const TicketLifetimeMs: Readonly<Record<TicketKind, number>> = {
  download: 5 * 60 * 1000,
  preview: 10 * 60 * 1000,
  share: 10 * 60 * 1000,
};

/** Who asks for a session ticket: the signed-in user and their session (a call that has none answers Token失效). */
export function ticketHolder(ctx: { user: AuthUser; session: Session | null }) {
  return { userId: ctx.user.id, sessionTokenHash: ctx.session?.tokenHash ?? tokenInvalid() };
}

/** A ticket asked for within a session (a download or a preview): it ends with that session. */
export interface SessionTicketRequest {
  kind: typeof TicketKind.Download | typeof TicketKind.Preview;
  userId: string;
  /** The issuing session (`sessions.token_hash`): its logout or expiry ends the ticket. */
  sessionTokenHash: string;
  projectId: string;
  resourceIds?: string[];
  recordId?: string;
  fileName: string;
}

/** A ticket of a publish share link, for whoever holds the link. */
export interface ShareTicketRequest {
  kind: typeof TicketKind.Share;
  /** The link's maker (the row needs a person; what the ticket opens is the link's, not theirs). */
  userId: string;
  projectId: string;
  resourceIds: string[];
  fileName: string;
  shareLinkId: string;
}

export type TicketRequest = SessionTicketRequest | ShareTicketRequest;

export type TicketRow = typeof downloadTickets.$inferSelect;

/** Stores a ticket (its hash only) and answers the ticket itself. */
export async function createTicket(db: Database, request: TicketRequest, now = new Date()): Promise<string> {
  const ticket = newToken();
  await db.insert(downloadTickets).values({
    ticketHash: hashToken(ticket),
    userId: request.userId,
    projectId: request.projectId,
    kind: request.kind,
    resourceIds: request.resourceIds ?? [],
    recordId: request.kind === TicketKind.Share ? null : (request.recordId ?? null),
    fileName: request.fileName,
    shareLinkId: request.kind === TicketKind.Share ? request.shareLinkId : null,
    sessionTokenHash: request.kind === TicketKind.Share ? null : request.sessionTokenHash,
    expiresAt: new Date(now.getTime() + TicketLifetimeMs[request.kind]),
    createdAt: now,
  });
  return ticket;
}

/** A share ticket's row if it exists and has not expired (publish/shareLinks.ts checks its link). */
export async function readShareTicket(db: Database, ticket: string, now = new Date()): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(downloadTickets)
    .where(
      and(
        eq(downloadTickets.ticketHash, hashToken(ticket)),
        eq(downloadTickets.kind, TicketKind.Share),
        gt(downloadTickets.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Why a session ticket was refused: never valid (unknown, expired, its session ended) or already used. */
export type TicketRefusal = 'invalid' | 'used';

/**
 * Redeems a download or preview ticket: it must exist, be of this kind, not have expired, and its session must
 * still be open (not logged out: the logout deleted the session and with it the ticket; not expired). A download
 * ticket is also marked used in the same statement, `UPDATE … WHERE used_at IS NULL … RETURNING`, so that of two
 * redemptions at the same moment exactly one gets the row (PostgreSQL re-checks the condition on the row the first
 * one updated). `consume: false` checks without using it (a HEAD request). Answers the row or why it was refused.
 */
export async function redeemSessionTicket(
  db: Database,
  ticket: string,
  kind: typeof TicketKind.Download | typeof TicketKind.Preview,
  options: { consume: boolean },
  now = new Date(),
): Promise<TicketRow | TicketRefusal> {
  const ticketHash = hashToken(ticket);
  const liveSessions = db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(gt(sessions.expiresAt, now));
  const valid = and(
    eq(downloadTickets.ticketHash, ticketHash),
    eq(downloadTickets.kind, kind),
    gt(downloadTickets.expiresAt, now),
    inArray(downloadTickets.sessionTokenHash, liveSessions),
  );
  if (kind === TicketKind.Download && options.consume) {
    const [used] = await db
      .update(downloadTickets)
      .set({ usedAt: now })
      .where(and(valid, isNull(downloadTickets.usedAt)))
      .returning();
    if (used) return used;
    // Refused: say "already used" when it was a good ticket used before, so that the user knows to download again.
    const [seen] = await db.select({ usedAt: downloadTickets.usedAt }).from(downloadTickets).where(valid).limit(1);
    return seen?.usedAt ? 'used' : 'invalid';
  }
  const [row] = await db
    .select()
    .from(downloadTickets)
    .where(kind === TicketKind.Download ? and(valid, isNull(downloadTickets.usedAt)) : valid)
    .limit(1);
  return row ?? 'invalid';
}

/** Removes expired tickets (run at start and when new ones are made). */
export async function purgeExpiredTickets(db: Database, now = new Date()): Promise<void> {
  await db.delete(downloadTickets).where(lt(downloadTickets.expiresAt, now));
}

/** The link the browser opens: the ticket endpoint's path on this server, relative to the page's origin. */
export function ticketUrl(endpoint: AnyEndpoint, prefixes: ServicePrefixes, ticket: string): string {
  return `${endpointPath(endpoint, prefixes)}?${new URLSearchParams({ ticket })}`;
}
