/**
 * Download and preview tickets: short-lived links to files for what the browser opens itself.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { approvals } from './approvals';
import { createdAt } from './columns';
import { sessions, users } from './enterprises';
import { projects } from './projects';
import { publishShareLinks } from './publish';

/**
 * A short-lived link to files, for what the browser opens itself (a download, a preview in a new tab) and so
 * cannot send X-Access-Token. Only the SHA-256 of the ticket is stored; fetching re-checks the holder's access.
 */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The project of a project download or preview; null for a download from the person's own network disk. */
    projectId: text('project_id').references(() => projects.id),
    /** 'download' (attachment; one file or a zip) or 'preview' (one record, inline). */
    kind: text('kind').notNull(),
    resourceIds: text('resource_ids').array().notNull().default(sql`'{}'::text[]`),
    recordId: text('record_id'),
    fileName: text('file_name').notNull(),
    /**
     * A 'share' ticket: the publish share link it was made from (publish/shareLinks.ts). It opens the approved
     * versions of that approval's drawings for anyone holding it, whatever `user_id` (the link's maker) may do now.
     */
    shareLinkId: text('share_link_id').references(() => publishShareLinks.id, { onDelete: 'cascade' }),
    /** A 'download' ticket of a proofreading's marked-opinion report (downloadProofFile): that approval's report. */
    reportApprovalId: text('report_approval_id').references(() => approvals.id, { onDelete: 'cascade' }),
    /**
     * The session that asked for a 'download' or 'preview' ticket: the ticket ends with it (logout deletes the
     * session and so its tickets; an expired session's tickets are refused). Null for 'share' tickets.
     */
    sessionTokenHash: text('session_token_hash').references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    /** When a 'download' ticket was redeemed: it works once (set by one conditional UPDATE, files/tickets.ts). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('download_tickets_expiry_idx').on(t.expiresAt),
    index('download_tickets_session_idx').on(t.sessionTokenHash),
  ],
);
