/**
 * Development only (`VITE_MOCK=1`): the dev server answers the fixture's download and preview links with a one-page
 * PDF. Those links carry a `ticket` (`download-…` or `preview-…`) and are opened by the browser itself: a page
 * navigation, which msw's service worker does not answer.
 */
import type { Plugin } from 'vite';
import { samplePdf } from './samplePdf';

export function fixtureFiles(prefix: string): Plugin {
  return {
    name: 'atelier-fixture-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev.local');
        const ticket = url.searchParams.get('ticket');
        const fixture = /^\/fixture-downloads\/(.+)$/.exec(url.pathname);
        if (!fixture && !(ticket && url.pathname.startsWith(`${prefix}/`))) return next();
        const inline = ticket?.startsWith('preview-') ?? false;
        const name = fixture ? decodeURIComponent(fixture[1] ?? 'file') : `${ticket}.pdf`;
        response.setHeader('Content-Type', 'application/pdf');
        response.setHeader(
          'Content-Disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`,
        );
        response.end(Buffer.from(samplePdf(name), 'latin1'));
      });
    },
  };
}
