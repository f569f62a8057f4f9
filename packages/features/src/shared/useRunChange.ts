import { useToast } from '@atelier/ui';
import { runChange } from './runChange';

/**
 * `run(work, done)`: runs a change and toasts `done` on success; resolves true when done, false on a refusal (the
 * shared handling showed why), which keeps a dialog open. The settings lists (notices, labels, project templates,
 * specialties, duties, roles) use it for every add, rename and delete.
 */
export function useRunChange() {
  const toast = useToast();
  return (work: () => Promise<unknown>, done: string) => runChange(work, () => toast.success(done));
}
