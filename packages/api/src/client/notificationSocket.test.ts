import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientAgent, NotificationType } from '../entities/constants';
import { NotificationMessage, type SocketMessage } from '../rules/notifications';
import { NotificationSocket, notificationSocketUrl, type SocketLike } from './notificationSocket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.readyState = 3;
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  fail() {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({});
  }
}

let sockets: FakeSocket[];
let loggedIn: boolean;
let messages: SocketMessage[];

function start(userAgent: ClientAgent = ClientAgent.Web) {
  const socket = new NotificationSocket({
    origin: 'https://portal.example.com',
    prefix: '/hzzk-portal',
    getToken: () => 'tok',
    userAgent,
    isLoggedIn: () => loggedIn,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    onMessage: (m) => messages.push(m),
  });
  socket.start();
  return socket;
}
const last = () => sockets.at(-1) as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  messages = [];
  loggedIn = true;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the notification socket client', () => {
  it('connects with the token and userAgent=web, on wss for an https page', () => {
    start();
    expect(last().url).toBe('wss://portal.example.com/hzzk-portal/websocket?token=tok&userAgent=web');
    expect(
      notificationSocketUrl({ origin: 'http://a:8080', prefix: '/p', token: 't', userAgent: ClientAgent.Web }),
    ).toBe('ws://a:8080/p/websocket?token=t&userAgent=web');
  });

  it('sends a heartbeat on open and every 20 s', () => {
    start();
    last().open();
    expect(last().sent).toHaveLength(1);
    expect(last().sent[0]).toMatchObject({ type: NotificationType.Heartbeat, userAgent: 'web' });
    vi.advanceTimersByTime(20_000);
    expect(last().sent).toHaveLength(2);
  });

  it('50 s without a heartbeat reply is a lost connection: closed, then retried 10 s later', () => {
    start();
    const first = last();
    first.open();
    // Replies keep it alive.
    vi.advanceTimersByTime(40_000);
    first.receive({ type: NotificationType.HeartbeatReply });
    vi.advanceTimersByTime(40_000);
    expect(first.closedWith).toBeUndefined();
    vi.advanceTimersByTime(10_000);
    expect(first.closedWith).toBe(4000);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(9_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('retries once 10 s after an error and a close, while signed in; not while signed out', () => {
    start();
    last().fail();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
    loggedIn = false;
    last().fail();
    vi.advanceTimersByTime(30_000);
    expect(sockets).toHaveLength(2);
    loggedIn = true;
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(3);
  });

  it('passes messages on and acknowledges each with its type prefixed 90 and its msgId; the greeting is not a message', () => {
    start();
    last().open();
    last().receive(NotificationMessage.Greeting);
    const message = { type: NotificationType.SignRequest, msgId: 'n1', param: { msg: 'x' } };
    last().receive(message);
    expect(messages).toEqual([message]);
    expect(last().sent.at(-1)).toMatchObject({ type: '902101001', msgIds: ['n1'], userAgent: 'web' });
  });

  it('in the desktop client, cycles localhost ports 6059-6063 on errors, and retries even signed out', () => {
    loggedIn = false;
    start(ClientAgent.Pc);
    const ports = [];
    for (let i = 0; i < 6; i += 1) {
      ports.push(new URL(last().url).port);
      last().fail();
      vi.advanceTimersByTime(10_000);
    }
    expect(ports).toEqual(['6059', '6060', '6061', '6062', '6063', '6059']);
    expect(last().url).toContain('ws://localhost:6060/hzzk-portal/websocket?token=tok&userAgent=pc');
  });

  it('stops for good on logout', () => {
    const socket = start();
    last().open();
    socket.stop();
    expect(last().closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });
});
