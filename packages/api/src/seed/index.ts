/**
 * '@atelier/api/seed': the demo firm as data, one copy read by the server's seed writer (apps/server/src/seed turns
 * it into rows and PDFs) and by the MSW fixtures (../msw/seed turns it into their store). People, departments and
 * roles; projects, folders, drawings and their signers; flow templates; print shops and price rules; CA organisations
 * and stamps. No database code: the server's seed keeps that.
 */
export * from './catalog';
export * from './people';
export * from './projects';
export * from './titleBlock';
