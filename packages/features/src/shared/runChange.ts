/**
 * Runs a change (a mutation, whose hook refreshes the lists it touches) and says so: on success `onDone` (the
 * toast) and true; on a refusal false and nothing more, since the shared response handling has already shown the
 * server's message and the caller keeps its dialog open with what was typed.
 */
export async function runChange(work: () => Promise<unknown>, onDone: () => void): Promise<boolean> {
  try {
    await work();
  } catch {
    return false;
  }
  onDone();
  return true;
}
