/**
 * The portal's side of the notification socket (001 section 4.2), a plain module the portal starts while someone is
 * signed in: it connects with the token and the user agent, sends a heartbeat every 20 s and treats 50 s without a
 * reply (9001001) as a lost connection, acknowledges each message (its type prefixed with 90, with its msgId), and
 * retries 10 s after a close or an error while the person is signed in (always in the desktop client). In the
 * desktop client (X-User-Agent: pc) it talks to the client's local server on localhost, trying ports 6059-6063 in
 * turn: each error moves to the next port.
 */
import { ClientAgent } from '../entities/constants';
import { NotificationType } from '../entities/constants/organisation';
import {
  acknowledgementType,
  DESKTOP_SOCKET_PORTS,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
  NotificationMessage,
  RECONNECT_DELAY_MS,
  SOCKET_PATH,
  type SocketMessage,
} from '../rules/notifications';

/** A handler checked bivariantly (as DOM handlers are), so that the browser's WebSocket is a `SocketLike`. */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** What the module needs of a WebSocket (the browser's, or a test's double). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<unknown> | null;
  onerror: Handler<unknown> | null;
}

/** The timers it uses (the globals unless a test gives others). */
export interface Timers {
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

const globalTimers: Timers = {
  setTimeout: (handler, ms) => globalThis.setTimeout(handler, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  setInterval: (handler, ms) => globalThis.setInterval(handler, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
  now: () => Date.now(),
};

export type SocketStatus = 'connecting' | 'open' | 'lost' | 'closed';

export interface NotificationSocketOptions {
  /** The page's origin ('https://portal.example.com'); the socket uses ws: or wss: to match. */
  origin: string;
  /** The portal's path prefix ('/hzzk-portal'). */
  prefix: string;
  /** The session token; none: the socket does not connect. */
  getToken: () => string | null;
  /** Web in a browser, pc in the desktop client. */
  userAgent: ClientAgent;
  /** Whether someone is signed in (a retry waits for it in a browser). */
  isLoggedIn: () => boolean;
  createSocket: (url: string) => SocketLike;
  onMessage: (message: SocketMessage) => void;
  onStatus?: (status: SocketStatus) => void;
  timers?: Timers;
}

/** The socket's address: the portal's in a browser, the desktop client's local server on `port` otherwise. */
export function notificationSocketUrl(options: {
  origin: string;
  prefix: string;
  token: string;
  userAgent: ClientAgent;
  port?: number | undefined;
}): string {
  const query = new URLSearchParams({ token: options.token, userAgent: options.userAgent }).toString();
  if (options.userAgent === ClientAgent.Pc) {
    return `ws://localhost:${options.port ?? DESKTOP_SOCKET_PORTS[0]}${options.prefix}${SOCKET_PATH}?${query}`;
  }
  const url = new URL(options.origin);
  const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${url.host}${options.prefix}${SOCKET_PATH}?${query}`;
}

const OPEN = 1;

export class NotificationSocket {
  private socket: SocketLike | null = null;
  private heartbeat: unknown = null;
  private watchdog: unknown = null;
  private retry: unknown = null;
  private stopped = true;
  private portIndex = 0;
  private readonly timers: Timers;

  constructor(private readonly options: NotificationSocketOptions) {
    this.timers = options.timers ?? globalTimers;
  }

  /** The desktop port in use (6059-6063). */
  get port(): number {
    return DESKTOP_SOCKET_PORTS[this.portIndex] ?? DESKTOP_SOCKET_PORTS[0] ?? 0;
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Stops for good (logout): no retry. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    if (this.retry !== null) this.timers.clearTimeout(this.retry);
    this.retry = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      socket.close(1000);
    }
    this.options.onStatus?.('closed');
  }

  private connect(): void {
    this.retry = null;
    if (this.stopped) return;
    const token = this.options.getToken();
    if (!token) {
      this.scheduleRetry();
      return;
    }
    const url = notificationSocketUrl({
      origin: this.options.origin,
      prefix: this.options.prefix,
      token,
      userAgent: this.options.userAgent,
      port: this.port,
    });
    this.options.onStatus?.('connecting');
    const socket = this.options.createSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.options.onStatus?.('open');
      this.sendHeartbeat();
      this.heartbeat = this.timers.setInterval(() => this.sendHeartbeat(), HEARTBEAT_INTERVAL_MS);
      this.armWatchdog();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {
      // The desktop client's server may be on the next port.
      if (this.options.userAgent === ClientAgent.Pc)
        this.portIndex = (this.portIndex + 1) % DESKTOP_SOCKET_PORTS.length;
      this.dropped(socket);
    };
    socket.onclose = () => this.dropped(socket);
  }

  private receive(data: unknown): void {
    const text = typeof data === 'string' ? data : String(data);
    if (text === NotificationMessage.Greeting) return;
    let frame: Partial<SocketMessage> & { type?: unknown };
    try {
      frame = JSON.parse(text) as typeof frame;
    } catch {
      return;
    }
    if (Number(frame.type) === NotificationType.HeartbeatReply) {
      this.armWatchdog();
      return;
    }
    if (typeof frame.type !== 'number' || typeof frame.msgId !== 'string') return;
    this.send({
      type: acknowledgementType(frame.type),
      msgIds: [frame.msgId],
      userAgent: this.options.userAgent,
      sendTime: this.timers.now(),
    });
    this.options.onMessage(frame as SocketMessage);
  }

  private send(frame: object): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private sendHeartbeat(): void {
    this.send({ type: NotificationType.Heartbeat, userAgent: this.options.userAgent, sendTime: this.timers.now() });
  }

  /** 50 s without a heartbeat reply: the connection is lost. */
  private armWatchdog(): void {
    if (this.watchdog !== null) this.timers.clearTimeout(this.watchdog);
    this.watchdog = this.timers.setTimeout(() => {
      const socket = this.socket;
      this.options.onStatus?.('lost');
      if (socket) {
        socket.onclose = null;
        socket.onerror = null;
        socket.close(4000);
        this.dropped(socket);
      }
    }, HEARTBEAT_TIMEOUT_MS);
  }

  private clearTimers(): void {
    if (this.heartbeat !== null) this.timers.clearInterval(this.heartbeat);
    if (this.watchdog !== null) this.timers.clearTimeout(this.watchdog);
    this.heartbeat = null;
    this.watchdog = null;
  }

  /** A close, an error or a lost connection: one retry 10 s later (an error followed by a close schedules one). */
  private dropped(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearTimers();
    this.options.onStatus?.('closed');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retry !== null) return;
    this.retry = this.timers.setTimeout(() => {
      this.retry = null;
      // In a browser only while someone is signed in; the desktop client always retries.
      if (this.options.userAgent === ClientAgent.Web && !this.options.isLoggedIn()) {
        this.scheduleRetry();
        return;
      }
      this.connect();
    }, RECONNECT_DELAY_MS);
  }
}
