import {
  DEFAULT_PREFIXES,
  isAcknowledgementType,
  NotificationMessage,
  NotificationType,
  SOCKET_PATH,
  type SocketMessage,
} from '@atelier/api';
import { PGlite } from '@electric-sql/pglite';
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import { findSession } from '../auth/session';
import type { Database } from '../db/index';
import { type ChannelPayload, NOTIFY_CHANNEL } from './notify';

/** Closes a socket whose token is missing or unknown (4001: an application code, 4000-4999). */
export const SOCKET_UNAUTHORISED = 4001;

/**
 * Subscribes to a PostgreSQL channel on whichever driver the database runs on: PGlite's own listen (the embedded
 * default), or a dedicated connection of the node-postgres pool holding LISTEN. Answers how to stop.
 */
export async function listenOn(
  db: Database,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return client.listen(channel, onPayload);
  const pool = client as pg.Pool;
  const connection = await pool.connect();
  const handler = (message: pg.Notification) => {
    if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
  };
  connection.on('notification', handler);
  await connection.query(`LISTEN ${channel}`);
  return async () => {
    connection.off('notification', handler);
    try {
      await connection.query(`UNLISTEN ${channel}`);
    } finally {
      connection.release();
    }
  };
}

/** The open sockets of each person in this process. */
export class SocketHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();

  add(userId: string, socket: WebSocket): void {
    const set = this.sockets.get(userId) ?? new Set();
    set.add(socket);
    this.sockets.set(userId, set);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
  }

  /** Sends a message to every open socket of the person; answers how many got it. */
  send(userId: string, message: SocketMessage): number {
    let sent = 0;
    for (const socket of this.sockets.get(userId) ?? []) {
      if (socket.readyState !== socket.OPEN) continue;
      socket.send(JSON.stringify(message));
      sent += 1;
    }
    return sent;
  }

  /** The channel's payload, delivered to the sockets of this process. */
  deliver(payload: string, log: FastifyBaseLogger): void {
    try {
      const { deliveries } = JSON.parse(payload) as ChannelPayload;
      for (const { userId, message } of deliveries) this.send(userId, message);
    } catch (error) {
      log.warn({ error: String(error) }, 'notifications: an unreadable channel payload');
    }
  }

  get size(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  closeAll(): void {
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001);
    this.sockets.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification sockets of this process (notifications/channel.ts). */
    notificationSockets: SocketHub;
  }
}

/** Answers a client's frame: a heartbeat gets 9001001; an acknowledgement (msgIds, type 90…) needs no answer. */
export function answerFrame(raw: string): string | null {
  let frame: { type?: unknown; sendTime?: unknown };
  try {
    frame = JSON.parse(raw) as typeof frame;
  } catch {
    return null;
  }
  if (Number(frame.type) === NotificationType.Heartbeat) {
    return JSON.stringify({
      type: NotificationType.HeartbeatReply,
      sendTime: frame.sendTime ?? null,
      timestamp: Date.now(),
    });
  }
  if (isAcknowledgementType(frame.type)) return null;
  return null;
}

/**
 * The real-time channel (001 section 4.2): a WebSocket at the portal prefix + /websocket taking `token` and
 * `userAgent` in its query. A valid session's socket gets the greeting 连接成功, heartbeats answered by 9001001, and
 * every notification written for its person by any server process (PostgreSQL LISTEN/NOTIFY on one channel).
 */
export async function registerNotificationChannel(
  app: FastifyInstance,
  db: Database,
  portalPrefix: string = DEFAULT_PREFIXES.portal,
): Promise<void> {
  const hub = new SocketHub();
  app.decorate('notificationSockets', hub);
  const log = app.log.child({ module: 'notifications' });
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = await listenOn(db, NOTIFY_CHANNEL, (payload) => hub.deliver(payload, log));
  });
  app.addHook('onClose', async () => {
    hub.closeAll();
    await stop?.();
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get(`${portalPrefix}${SOCKET_PATH}`, { websocket: true }, async (socket, request) => {
    const query = request.query as { token?: string; userAgent?: string };
    const session = query.token ? await findSession(db, query.token).catch(() => null) : null;
    if (!session) {
      socket.close(SOCKET_UNAUTHORISED, 'token');
      return;
    }
    hub.add(session.user.id, socket);
    socket.on('message', (data) => {
      const answer = answerFrame(data.toString());
      if (answer) socket.send(answer);
    });
    socket.send(NotificationMessage.Greeting);
  });
}
