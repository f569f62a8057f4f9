import { type AnyEndpoint, endpointPath, type ServicePrefixes } from '@atelier/api';
import { and, eq, gt, lt } from 'drizzle-orm';
import { newToken } from '../auth/password';
import { hashToken } from '../auth/session';
import type { Database } from '../db/index';
import { downloadTickets } from '../db/schema';

/** What a ticket opens. */
export const TicketKind = {
  Download: 'download',
  Preview: 'preview',
  /** The files of a publish share link, for whoever holds the link (publish/shareLinks.ts). */
  Share: 'share',
} as const;
export type TicketKind = (typeof TicketKind)[keyof typeof TicketKind];

/** How long a link works: a download starts at once; a preview tab may reload the PDF for a while. */
export const TicketLifetimeMs: Readonly<Record<TicketKind, number>> = {
  download: 10 * 60 * 1000,
  preview: 30 * 60 * 1000,
  share: 10 * 60 * 1000,
};

export interface TicketRequest {
  userId: string;
  projectId: string;
  kind: TicketKind;
  resourceIds?: string[];
  recordId?: string;
  fileName: string;
  /** A share ticket's link. */
  shareLinkId?: string;
}

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
    recordId: request.recordId ?? null,
    fileName: request.fileName,
    shareLinkId: request.shareLinkId ?? null,
    expiresAt: new Date(now.getTime() + TicketLifetimeMs[request.kind]),
    createdAt: now,
  });
  return ticket;
}

/** The ticket's row if it exists, is of this kind and has not expired. */
export async function readTicket(db: Database, ticket: string, kind: TicketKind, now = new Date()) {
  const [row] = await db
    .select()
    .from(downloadTickets)
    .where(
      and(
        eq(downloadTickets.ticketHash, hashToken(ticket)),
        eq(downloadTickets.kind, kind),
        gt(downloadTickets.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Removes expired tickets (run at start and when new ones are made). */
export async function purgeExpiredTickets(db: Database, now = new Date()): Promise<void> {
  await db.delete(downloadTickets).where(lt(downloadTickets.expiresAt, now));
}

/** The link the browser opens: the ticket endpoint's path on this server, relative to the page's origin. */
export function ticketUrl(endpoint: AnyEndpoint, prefixes: ServicePrefixes, ticket: string): string {
  return `${endpointPath(endpoint, prefixes)}?${new URLSearchParams({ ticket })}`;
}
