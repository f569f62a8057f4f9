import { createHash } from 'node:crypto';
import { HASH_SLICE_BYTES } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  answerMd5Request,
  createWorkerHasher,
  hashInThread,
  type Md5Reply,
  type Md5Request,
  type Md5WorkerLike,
} from './md5';
import { contentOf } from './testkit';

const wholeMd5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const never = new AbortController().signal;

/** Plays the worker in the same thread with the worker's own request handler. */
class InThreadWorker implements Md5WorkerLike {
  terminated = false;
  private readonly messageListeners: ((event: MessageEvent<Md5Reply>) => void)[] = [];
  postMessage(request: Md5Request): void {
    void answerMd5Request(request, (reply) => {
      if (this.terminated) return;
      for (const listener of this.messageListeners) listener(new MessageEvent('message', { data: reply }));
    });
  }
  addEventListener(type: 'message', listener: (event: MessageEvent<Md5Reply>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  addEventListener(
    type: 'message' | 'error',
    listener: ((event: MessageEvent<Md5Reply>) => void) | ((event: ErrorEvent) => void),
  ): void {
    // Errors never happen in the thread; only message listeners are kept.
    if (type === 'message') this.messageListeners.push(listener as (event: MessageEvent<Md5Reply>) => void);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('MD5 in 2 MB slices', () => {
  const bytes = contentOf(2 * HASH_SLICE_BYTES + 12_345);
  const file = new File([bytes], '总平面图.dwg');

  it('equals the MD5 of the whole file and reports each slice', async () => {
    const progress: number[] = [];
    const md5 = await hashInThread(file, (hashed) => progress.push(hashed), never);
    expect(md5).toBe(wholeMd5(bytes));
    expect(progress).toEqual([HASH_SLICE_BYTES, 2 * HASH_SLICE_BYTES, file.size]);
  });

  it('hashes empty content to the MD5 of nothing', async () => {
    expect(await hashInThread(new Blob([]), () => undefined, never)).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('stops at the next slice once aborted', async () => {
    const controller = new AbortController();
    const hashing = hashInThread(file, () => controller.abort(), controller.signal);
    await expect(hashing).rejects.toThrow('Aborted');
  });

  it('answers the worker protocol: progress, then the MD5', async () => {
    const replies: Md5Reply[] = [];
    await answerMd5Request({ id: 7, file }, (reply) => replies.push(reply));
    expect(replies.at(-1)).toEqual({ id: 7, type: 'done', md5: wholeMd5(bytes) });
    expect(replies.filter((reply) => reply.type === 'progress')).toHaveLength(3);
  });

  it('hashes through one reused worker and terminates it on abort', async () => {
    const workers: InThreadWorker[] = [];
    const hasher = createWorkerHasher(() => {
      const worker = new InThreadWorker();
      workers.push(worker);
      return worker;
    });
    const progress: number[] = [];
    expect(await hasher(file, (hashed) => progress.push(hashed), never)).toBe(wholeMd5(bytes));
    expect(progress.at(-1)).toBe(file.size);
    expect(await hasher(new Blob([bytes.slice(0, 10)]), () => undefined, never)).toBe(wholeMd5(bytes.slice(0, 10)));
    expect(workers).toHaveLength(1);

    const controller = new AbortController();
    const hashing = hasher(file, () => undefined, controller.signal);
    controller.abort();
    await expect(hashing).rejects.toThrow('Aborted');
    expect(workers[0]?.terminated).toBe(true);
    expect(await hasher(new Blob(['x']), () => undefined, never)).toBe(wholeMd5(new TextEncoder().encode('x')));
    expect(workers).toHaveLength(2);
  });
});
