/**
 * The workbench (issue 28; 001 sections 1, 2.2, 3.7, 7.1): the person's counts, to-dos and unread notifications,
 * and the navigation shortcuts they choose. The specification shows the calls only; the fields, the limit and the
 * messages are Atelier's.
 */

/**
 * The to-do's arrival: when its step became the person's. The first step's arrives with the launch; a later step's
 * when the step before it passed, that is at the latest action on the approval's earlier steps. Times are compared
 * as the caller holds them ('YYYY-MM-DD HH:mm:ss' strings, or epoch milliseconds).
 */
export function todoArrival<T extends string | number>(launchedAt: T, earlierStepActions: readonly T[]): T {
  let latest = launchedAt;
  for (const at of earlierStepActions) if (at > latest) latest = at;
  return latest;
}
