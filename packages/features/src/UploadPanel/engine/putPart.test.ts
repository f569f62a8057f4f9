/** Part PUTs: fetch against the fixture's object store; XMLHttpRequest (browser, for progress) against a stand-in. */
import { createFixtureStore, createHandlers, FIXTURE_STORAGE_ORIGIN } from '@atelier/api/msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bareEtag, defaultPutPart, fetchPutPart, PartUploadError, xhrPutPart } from './putPart';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

const never = new AbortController().signal;
const partUrl = (uploadId: string, partNumber: number) =>
  `${FIXTURE_STORAGE_ORIGIN}/uploads/a.pdf?uploadId=${uploadId}&partNumber=${partNumber}`;

/** What the browser's XMLHttpRequest does for a PUT, reduced to the events the part PUT listens to. */
class StandInRequest extends EventTarget {
  static last: StandInRequest | null = null;
  static answer: { status: number; etag: string | null } | 'network' = { status: 200, etag: '"etag-1"' };
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  statusText = '';
  private etag: string | null = null;
  constructor() {
    super();
    StandInRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'etag' ? this.etag : null;
  }
  send(body: Blob) {
    queueMicrotask(() => {
      // Node has no ProgressEvent: an Event carrying `loaded` is all the listener reads.
      const half = Object.assign(new Event('progress'), { loaded: Math.floor(body.size / 2), total: body.size });
      this.upload.dispatchEvent(half);
      const answer = StandInRequest.answer;
      if (answer === 'network') {
        this.dispatchEvent(new Event('error'));
        return;
      }
      this.status = answer.status;
      this.etag = answer.etag;
      this.dispatchEvent(new Event('load'));
    });
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
}

describe('PUTting a part with fetch', () => {
  it('stores the part in the fixture store and answers its bare ETag', async () => {
    const store = createFixtureStore();
    server.resetHandlers(...createHandlers(store));
    store.state.uploads.set('u-1', {
      uploadId: 'u-1',
      ossKey: 'uploads/a.pdf',
      fileName: 'a.pdf',
      fileLength: 11,
      fileMd5: '0'.repeat(32),
      parts: new Map(),
      completed: false,
    });
    const sent: number[] = [];
    const etag = await fetchPutPart(partUrl('u-1', 1), {}, new Blob(['hello world']), (n) => sent.push(n), never);
    expect(etag).toBe(store.state.uploads.get('u-1')?.parts.get(1)?.etag);
    expect(etag).not.toContain('"');
    expect(sent).toEqual([11]);
    await expect(
      fetchPutPart(partUrl('missing', 1), {}, new Blob(['x']), () => undefined, never),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('PUTting a part with XMLHttpRequest', () => {
  it('is the default where XMLHttpRequest exists', () => {
    expect(defaultPutPart()).toBe(fetchPutPart);
    vi.stubGlobal('XMLHttpRequest', StandInRequest);
    expect(defaultPutPart()).toBe(xhrPutPart);
  });

  it('sends the headers, reports upload progress and answers the bare ETag', async () => {
    vi.stubGlobal('XMLHttpRequest', StandInRequest);
    StandInRequest.answer = { status: 200, etag: '"etag-1"' };
    const sent: number[] = [];
    const etag = await xhrPutPart(
      'https://oss.test/a',
      { 'x-oss-date': 'today' },
      new Blob(['0123456789']),
      (n) => sent.push(n),
      never,
    );
    expect(etag).toBe('etag-1');
    expect(sent).toEqual([5, 10]);
    expect(StandInRequest.last).toMatchObject({
      method: 'PUT',
      url: 'https://oss.test/a',
      headers: { 'x-oss-date': 'today' },
    });
  });

  it('rejects a refused part with its status, a lost connection, and an abort', async () => {
    vi.stubGlobal('XMLHttpRequest', StandInRequest);
    StandInRequest.answer = { status: 403, etag: null };
    const refused = xhrPutPart('https://oss.test/a', {}, new Blob(['x']), () => undefined, never);
    await expect(refused).rejects.toBeInstanceOf(PartUploadError);
    await expect(refused).rejects.toMatchObject({ status: 403 });

    StandInRequest.answer = 'network';
    await expect(xhrPutPart('https://oss.test/a', {}, new Blob(['x']), () => undefined, never)).rejects.toMatchObject({
      status: 0,
    });

    StandInRequest.answer = { status: 200, etag: '"e"' };
    const controller = new AbortController();
    const aborted = xhrPutPart('https://oss.test/a', {}, new Blob(['x']), () => undefined, controller.signal);
    controller.abort();
    await expect(aborted).rejects.toThrow('Aborted');
  });

  it('strips the quotes object stores put around ETags', () => {
    expect(bareEtag('"abc"')).toBe('abc');
    expect(bareEtag(null)).toBe('');
  });
});
