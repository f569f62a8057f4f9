import { type AnyEndpoint, endpointPath, type ServicePrefixes } from '@atelier/api';
import { newToken } from '../auth/password';
import { type AuthUser, hashToken, type Session } from '../auth/session';
import type { Database } from '../db/index';
import { tokenInvalid } from '../domain/errors';
import {
  deleteTicketsExpiredBefore,
  findLiveTicket,
  findValidSessionTicket,
  insertTicket,
  markSessionTicketUsed,
  type TicketRow,
} from './ticketRepository';

export type { TicketRow } from './ticketRepository';

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

/** Who asks for a session ticket: the user and the session a ticket ends with. */
export interface TicketHolder {
  userId: string;
  sessionTokenHash: string;
}

/** Who asks for a session ticket: the signed-in user and their session (a call that has none answers Token失效). */
export function ticketHolder(ctx: { user: AuthUser; session: Session | null }): TicketHolder {
  return { userId: ctx.user.id, sessionTokenHash: ctx.session?.tokenHash ?? tokenInvalid() };
}

/** A ticket asked for within a session (a download or a preview): it ends with that session. */
export interface SessionTicketRequest {
  kind: typeof TicketKind.Download | typeof TicketKind.Preview;
  userId: string;
  /** The issuing session (`sessions.token_hash`): its logout or expiry ends the ticket. */
  sessionTokenHash: string;
  /** Null for a download from the holder's own network disk (files/diskDownloads.ts). */
  projectId: string | null;
  resourceIds?: string[];
  recordId?: string;
  fileName: string;
  /** A proofreading's marked-opinion report (downloadProofFile): the approval whose report the ticket opens. */
  reportApprovalId?: string;
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

/** Stores a ticket (its hash only) and answers the ticket itself. */
export async function createTicket(db: Database, request: TicketRequest, now = new Date()): Promise<string> {
  const ticket = newToken();
  await insertTicket(db, {
    ticketHash: hashToken(ticket),
    userId: request.userId,
    projectId: request.projectId,
    kind: request.kind,
    resourceIds: request.resourceIds ?? [],
    recordId: request.kind === TicketKind.Share ? null : (request.recordId ?? null),
    fileName: request.fileName,
    shareLinkId: request.kind === TicketKind.Share ? request.shareLinkId : null,
    reportApprovalId: request.kind === TicketKind.Share ? null : (request.reportApprovalId ?? null),
    sessionTokenHash: request.kind === TicketKind.Share ? null : request.sessionTokenHash,
    expiresAt: new Date(now.getTime() + TicketLifetimeMs[request.kind]),
    createdAt: now,
  });
  return ticket;
}

/** A share ticket's row if it exists and has not expired (publish/shareLinks.ts checks its link). */
export async function readShareTicket(db: Database, ticket: string, now = new Date()): Promise<TicketRow | null> {
  return (await findLiveTicket(db, hashToken(ticket), TicketKind.Share, now)) ?? null;
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
  if (kind === TicketKind.Download && options.consume) {
    const used = await markSessionTicketUsed(db, ticketHash, kind, now);
    if (used) return used;
    // Refused: say "already used" when it was a good ticket used before, so that the user knows to download again.
    const seen = await findValidSessionTicket(db, ticketHash, kind, now, false);
    return seen?.usedAt ? 'used' : 'invalid';
  }
  return (await findValidSessionTicket(db, ticketHash, kind, now, kind === TicketKind.Download)) ?? 'invalid';
}

/** Removes expired tickets (run at start and when new ones are made). */
export async function purgeExpiredTickets(db: Database, now = new Date()): Promise<void> {
  await deleteTicketsExpiredBefore(db, now);
}

/** The link the browser opens: the ticket endpoint's path on this server, relative to the page's origin. */
export function ticketUrl(endpoint: AnyEndpoint, prefixes: ServicePrefixes, ticket: string): string {
  return `${endpointPath(endpoint, prefixes)}?${new URLSearchParams({ ticket })}`;
}
