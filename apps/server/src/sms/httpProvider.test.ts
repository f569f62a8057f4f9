import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import { createHttpProvider } from './httpProvider';
import { smsProviderFor } from './index';

/** A stand-in SMS gateway on loopback: records each request and answers with the status the test sets. */
interface Received {
  method: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}
let gateway: Server;
let url: string;
let status = 200;
const received: Received[] = [];

beforeAll(async () => {
  gateway = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.statusCode = status;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
});

const log = () => ({ info: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger;

describe('the SMS gateway provider (SMS_PROVIDER=http, issue 24)', () => {
  it('is what the settings select, and POSTs the phone and text as JSON with the bearer token', async () => {
    const config = readConfig({
      INIT_CWD: '/srv/atelier',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: url,
      SMS_HTTP_TOKEN: 'gateway-secret',
    } as NodeJS.ProcessEnv);
    expect(config.sms).toEqual({ provider: 'http', url, token: 'gateway-secret' });
    const provider = smsProviderFor(config.sms, { log: log() } as never);
    expect(provider.name).toBe('http');
    status = 200;
    received.length = 0;
    await provider.send({ phone: '13600000099', text: '您的验证码是123456' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer gateway-secret', 'content-type': 'application/json' },
      body: { phone: '13600000099', text: '您的验证码是123456' },
    });
  });

  it('throws when the gateway refuses (the code is then not kept), and logs no code', async () => {
    const logger = log();
    const provider = createHttpProvider({ provider: 'http', url }, { log: logger });
    status = 503;
    received.length = 0;
    await expect(provider.send({ phone: '13600000099', text: '您的验证码是654321' })).rejects.toThrow(
      'SMS gateway answered 503',
    );
    expect(received[0]?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(vi.mocked(logger.warn).mock.calls)).not.toContain('654321');
  });

  it('throws when nothing answers', async () => {
    const provider = createHttpProvider({ provider: 'http', url: 'http://127.0.0.1:9/send' }, { log: log() });
    await expect(provider.send({ phone: '13600000099', text: 'x' })).rejects.toThrow();
  });
});
