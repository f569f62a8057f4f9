/**
 * PUTting one part to its presigned URL. The browser uses XMLHttpRequest because fetch reports no upload
 * progress; fetch serves Node (tests) and anywhere without XMLHttpRequest.
 */
import type { PutPart } from './types';

/** A part the object storage refused (HTTP status). */
export class PartUploadError extends Error {
  override readonly name = 'PartUploadError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function abortError(): DOMException {
  return new DOMException('Aborted', 'AbortError');
}

/** Object stores quote their ETags; the completion call wants them bare. */
export function bareEtag(etag: string | null): string {
  return (etag ?? '').replaceAll('"', '');
}

export const fetchPutPart: PutPart = async (url, headers, body, onProgress, signal) => {
  const response = await fetch(url, { method: 'PUT', headers, body, signal });
  if (!response.ok) throw new PartUploadError(response.status, response.statusText || `HTTP ${response.status}`);
  onProgress(body.size);
  return bareEtag(response.headers.get('ETag'));
};

export const xhrPutPart: PutPart = (url, headers, body, onProgress, signal) =>
  new Promise<string>((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => onProgress(event.loaded));
    request.addEventListener('load', () => {
      done();
      if (request.status >= 200 && request.status < 300) {
        onProgress(body.size);
        resolve(bareEtag(request.getResponseHeader('ETag')));
      } else reject(new PartUploadError(request.status, request.statusText || `HTTP ${request.status}`));
    });
    request.addEventListener('error', () => {
      done();
      reject(new PartUploadError(0, 'Network error'));
    });
    request.addEventListener('abort', () => {
      done();
      reject(abortError());
    });
    request.send(body);
  });

/** XMLHttpRequest where it exists, else fetch. */
export function defaultPutPart(): PutPart {
  return typeof XMLHttpRequest === 'undefined' ? fetchPutPart : xhrPutPart;
}
