import '@testing-library/jest-dom/vitest';
import { afterAll, vi } from 'vitest';

// The unit project runs its files in one module graph per worker (vitest.config.ts): what a file changed on vitest's
// `vi` goes back before the next file, even if the file forgot to.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
