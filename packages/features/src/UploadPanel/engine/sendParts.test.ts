import { ApiError } from '@atelier/api/client';
import { describe, expect, it } from 'vitest';
import { PartUploadError } from './putPart';
import { PARTS_IN_FLIGHT, type SendPartsOptions, sendParts } from './sendParts';
import { contentOf, deferred, refusal, unlessAborted } from './testkit';
import type { PutPart } from './types';

const PART = 10;

/** A transport and a part PUT whose parts finish only when the test says, in any order. */
function fakeStore() {
  const gates = new Map<number, ReturnType<typeof deferred<string | Error>>>();
  const started: number[] = [];
  const aborted: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const failures = new Map<number, Error[]>();
  const transport: SendPartsOptions['transport'] = {
    multipartPart: async ({ partNumber }) => ({ url: `fake://${partNumber}` }),
  };
  const putPart: PutPart = async (url, _headers, body, onProgress, signal) => {
    const partNumber = Number(url.replace('fake://', ''));
    started.push(partNumber);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      const queued = failures.get(partNumber)?.shift();
      if (queued) throw queued;
      onProgress(Math.floor(body.size / 2));
      const gate = deferred<string | Error>();
      gates.set(partNumber, gate);
      const answer = await unlessAborted(gate.promise, signal).catch((error: unknown) => {
        aborted.push(partNumber);
        throw error;
      });
      if (answer instanceof Error) throw answer;
      onProgress(body.size);
      return answer;
    } finally {
      inFlight -= 1;
    }
  };
  /** Resolves once part `n` waits at its gate. */
  const reached = async (partNumber: number) => {
    for (let turn = 0; turn < 100 && !gates.has(partNumber); turn += 1) await new Promise((r) => setTimeout(r, 0));
    const gate = gates.get(partNumber);
    if (!gate) throw new Error(`part ${partNumber} never started`);
    return gate;
  };
  return {
    transport,
    putPart,
    started,
    aborted,
    failures,
    reached,
    get inFlight() {
      return inFlight;
    },
    get mostInFlight() {
      return mostInFlight;
    },
  };
}

function optionsFor(store: ReturnType<typeof fakeStore>, size: number, extra: Partial<SendPartsOptions> = {}) {
  const progress: number[] = [];
  const controller = new AbortController();
  const options: SendPartsOptions = {
    transport: store.transport,
    putPart: store.putPart,
    file: new Blob([contentOf(size)]),
    checkpoint: { uploadId: 'u-1', ossKey: 'uploads/u-1.pdf', partSize: PART },
    stored: [],
    signal: controller.signal,
    onProgress: (bytes) => progress.push(bytes),
    retryDelayMs: 0,
    ...extra,
  };
  return { options, progress, controller };
}

describe('sendParts', () => {
  it(`keeps at most ${PARTS_IN_FLIGHT} parts in flight, and answers the ETags sorted whatever order they end in`, async () => {
    const store = fakeStore();
    const { options, progress } = optionsFor(store, 8 * PART - 3);
    const sent = sendParts(options);
    for (const partNumber of [1, 2, 3, 4]) await store.reached(partNumber);
    expect(store.inFlight).toBe(PARTS_IN_FLIGHT);
    expect(store.started).toEqual([1, 2, 3, 4]);
    // Finish in reverse: each finished part lets the next waiting one start.
    for (const partNumber of [4, 3, 2, 1, 8, 7, 6, 5]) (await store.reached(partNumber)).resolve(`e${partNumber}`);
    expect(await sent).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((partNumber) => ({ partNumber, etag: `e${partNumber}` })));
    expect(store.mostInFlight).toBe(PARTS_IN_FLIGHT);
    expect(progress.at(-1)).toBe(8 * PART - 3);
    // Progress counts the confirmed parts plus what the parts in flight sent, never going past the file.
    expect(progress.every((bytes) => bytes >= 0 && bytes <= 8 * PART - 3)).toBe(true);
  });

  it('reports exact progress: confirmed parts plus the bytes each part in flight has sent', async () => {
    const store = fakeStore();
    const { options, progress } = optionsFor(store, 3 * PART, {
      stored: [{ partNumber: 2, etag: 'kept', size: PART }],
    });
    const sent = sendParts(options);
    await store.reached(1);
    await store.reached(3);
    // Part 2 confirmed (10) + half of parts 1 and 3 (5 + 5).
    expect(progress.at(-1)).toBe(20);
    (await store.reached(3)).resolve('e3');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Part 3 confirmed: 10 + 10 + half of part 1.
    expect(progress.at(-1)).toBe(25);
    (await store.reached(1)).resolve('e1');
    expect(await sent).toEqual([
      { partNumber: 1, etag: 'e1' },
      { partNumber: 2, etag: 'kept' },
      { partNumber: 3, etag: 'e3' },
    ]);
    expect(store.started).toEqual([1, 3]);
    expect(progress[0]).toBe(PART);
    expect(progress.at(-1)).toBe(3 * PART);
  });

  it('retries a failed part alone while the others go on', async () => {
    const store = fakeStore();
    store.failures.set(2, [new PartUploadError(0, 'Network error')]);
    const { options } = optionsFor(store, 3 * PART);
    const sent = sendParts(options);
    (await store.reached(1)).resolve('e1');
    (await store.reached(3)).resolve('e3');
    (await store.reached(2)).resolve('e2');
    expect(await sent).toEqual([
      { partNumber: 1, etag: 'e1' },
      { partNumber: 2, etag: 'e2' },
      { partNumber: 3, etag: 'e3' },
    ]);
    // Part 2 twice (the failed try, then the retry), the others once.
    expect([...store.started].sort()).toEqual([1, 2, 2, 3]);
    expect(store.aborted).toEqual([]);
  });

  it('gives up after the last try: aborts every part still in flight and throws that part’s error', async () => {
    const store = fakeStore();
    const failure = new PartUploadError(503, 'Service Unavailable');
    store.failures.set(2, [failure, failure, failure]);
    const { options } = optionsFor(store, 4 * PART, { attempts: 3 });
    const sent = sendParts(options);
    await expect(sent).rejects.toBe(failure);
    expect(store.started.filter((partNumber) => partNumber === 2)).toHaveLength(3);
    expect([...store.aborted].sort()).toEqual([1, 3, 4]);
    expect(store.inFlight).toBe(0);
  });

  it('does not retry a refusal with the server’s code', async () => {
    const store = fakeStore();
    const refused = refusal(40009, '上传任务已结束');
    let asked = 0;
    store.transport.multipartPart = async ({ partNumber }) => {
      asked += 1;
      if (partNumber === 1) throw refused;
      return { url: `fake://${partNumber}` };
    };
    const { options } = optionsFor(store, PART);
    await expect(sendParts(options)).rejects.toBe(refused);
    expect(asked).toBe(1);
  });

  it('retries a call for a part URL that never got an answer', async () => {
    const store = fakeStore();
    let asked = 0;
    const multipartPart = store.transport.multipartPart;
    store.transport.multipartPart = async (request, signal) => {
      asked += 1;
      if (asked === 1) throw new ApiError({ kind: 'network', endpoint: 'upload.multipartPart', message: 'offline' });
      return multipartPart(request, signal);
    };
    const { options } = optionsFor(store, PART);
    const sent = sendParts(options);
    (await store.reached(1)).resolve('e1');
    expect(await sent).toEqual([{ partNumber: 1, etag: 'e1' }]);
    expect(asked).toBe(2);
  });

  it('aborts every part in flight when the caller aborts (pause, cancel), and sends no other', async () => {
    const store = fakeStore();
    const { options, controller, progress } = optionsFor(store, 6 * PART);
    const sent = sendParts(options);
    for (const partNumber of [1, 2, 3, 4]) await store.reached(partNumber);
    const reported = progress.length;
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect([...store.aborted].sort()).toEqual([1, 2, 3, 4]);
    expect(store.started).toEqual([1, 2, 3, 4]);
    expect(store.inFlight).toBe(0);
    // Nothing reported after the abort.
    expect(progress).toHaveLength(reported);
  });

  it('sends nothing when the store holds every part', async () => {
    const store = fakeStore();
    const stored = [1, 2].map((partNumber) => ({ partNumber, etag: `s${partNumber}`, size: PART }));
    const { options } = optionsFor(store, 2 * PART, { stored });
    expect(await sendParts(options)).toEqual([
      { partNumber: 1, etag: 's1' },
      { partNumber: 2, etag: 's2' },
    ]);
    expect(store.started).toEqual([]);
  });
});
