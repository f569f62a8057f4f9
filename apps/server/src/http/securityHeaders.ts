import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StorageConfig } from '../config';

type Directives = Record<string, string[]>;

/**
 * The one inline style the portal has: React Aria's `usePress` puts `<style id="react-aria-pressable-style">` in the
 * head (touch-action for pressable elements), a fixed text allowed by its hash. A React Aria upgrade that changes the
 * text shows in the end-to-end run, which fails on any violation and whose message names the new hash.
 */
export const REACT_ARIA_PRESSABLE_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * Where the browser may send requests besides this server: with STORAGE_DRIVER=s3 the portal PUTs upload parts
 * straight to the bucket through presigned URLs (README, S3-compatible storage). A bucket on an endpoint is reached
 * at the endpoint (path style) or at `bucket.endpoint-host` (virtual-hosted style); AWS itself at a host under
 * amazonaws.com that depends on region and style.
 */
export function bucketOrigins(storage: StorageConfig): string[] {
  if (storage.driver !== 's3') return [];
  if (!storage.endpoint) return ['https://*.amazonaws.com'];
  const url = new URL(storage.endpoint);
  if (storage.forcePathStyle) return [url.origin];
  return [url.origin, `${url.protocol}//${storage.bucket}.${url.host}`];
}

/**
 * The Content-Security-Policy the built portal runs under (checked by the end-to-end run, which fails on any
 * violation): its scripts, styles and workers (pdf.js's `pdf.worker.min-*.mjs`, the MD5 worker) are files under
 * /assets of this origin, nothing inline but React Aria's one style, and no eval (the portal makes zod jitless, in the
 * page and in the MD5 worker, and pdf.js eval-free) but WebAssembly's (`'wasm-unsafe-eval'`: hash-wasm's MD5); the API and the preview PDFs that react-pdf fetches are on
 * this origin (no WebSocket); images are files, `data:` (the favicon) or `blob:` (stamp images read through the
 * client); fonts are the system's (`data:` for pdf.js should it load a PDF's font as a data URL); previews open in
 * a same-origin iframe, and nothing else may frame the portal. Downloads through `blob:` links are navigations, which
 * the policy does not govern.
 */
export function portalDirectives(storage: StorageConfig): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'", ...bucketOrigins(storage)],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'frame-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    // WebAssembly, not JavaScript eval: the upload panel's MD5 worker hashes with hash-wasm.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", REACT_ARIA_PRESSABLE_STYLE_HASH],
    'worker-src': ["'self'"],
  };
}

/**
 * Security headers on every answer (the portal's files, the API, errors, 404s) with @fastify/helmet: the policy
 * above, `X-Frame-Options: SAMEORIGIN` (the preview frames a PDF of this origin), `X-Content-Type-Options:
 * nosniff`, `Referrer-Policy: same-origin` (page and ticket URLs never leave the origin, and same-origin POSTs keep
 * their Origin header, which share links are built from), HSTS (honoured behind the TLS proxy), and helmet's other
 * defaults (COOP and CORP same-origin, Origin-Agent-Cluster, X-DNS-Prefetch-Control off, …). No
 * upgrade-insecure-requests: a portal reached over plain HTTP (development, a LAN test) would lose its own assets.
 */
export async function registerSecurityHeaders(app: FastifyInstance, storage: StorageConfig): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: portalDirectives(storage) },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
  });
}

/**
 * A PDF answered inline (the preview) is shown by the browser's own PDF viewer, which runs in the PDF's document under
 * the PDF answer's policy: older Chromium viewers (an <embed> in a generated page with inline styles, still in the
 * browsers firms use) show a blank or cut frame under `object-src 'none'` and `style-src 'self'`. The PDF's answer
 * therefore gets a policy of its own, only `frame-ancestors 'self'` (the portal's preview frames it; nothing else
 * may). Nothing of ours runs in that document: its type is fixed to application/pdf and nosniff stays, like every
 * other header.
 */
export function allowPdfViewer(reply: FastifyReply): void {
  reply.helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        'frame-ancestors': ["'self'"],
      },
    },
  });
}
