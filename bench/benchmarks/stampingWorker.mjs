// The stamping benchmark's worker entry. On Node 20 tsx registers its hooks in the main thread only, so a worker
// registers them itself before it loads the TypeScript job (stampingJob.ts).
import { register } from 'tsx/esm/api';

register();
await import('./stampingJob.ts');
