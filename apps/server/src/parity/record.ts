import { ApiError } from '@atelier/api/client';

/**
 * What a parity scenario observes, step by step, on one side: each call's outcome (answered, with the shape of its
 * result; or refused, with the code and message; or failed in transport, with the HTTP status and message) and the
 * values the scenario chooses to compare (statuses, names, counts: never ids or times). The two sides' records of
 * one scenario must be equal.
 */
export type Observation =
  | { step: string; answered: Shape }
  | { step: string; refused: { code: number | null; message: string } }
  | { step: string; failed: { kind: string; status: number | null; message: string } }
  | { step: string; value: unknown };

/**
 * The shape of an answer: its keys, recursively, leaves left out (the client has already parsed the answer with the
 * endpoint's schema, so the leaves' types are checked). Arrays give the union of their items' shapes.
 */
export type Shape = '·' | 'blob' | Shape[] | { [key: string]: Shape };

export function shapeOf(value: unknown): Shape {
  if (value instanceof Blob) return 'blob';
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    return [value.map(shapeOf).reduce(mergeShapes)];
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([key, v]) => [key, shapeOf(v)]));
  }
  return '·';
}

function mergeShapes(a: Shape, b: Shape): Shape {
  if (Array.isArray(a) && Array.isArray(b)) {
    const items = [...a, ...b];
    return items.length === 0 ? [] : [items.reduce(mergeShapes)];
  }
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return Object.fromEntries(
      keys.map((key) => {
        const x = a[key];
        const y = b[key];
        return [key, x === undefined ? (y as Shape) : y === undefined ? x : mergeShapes(x, y)];
      }),
    );
  }
  // A leaf beside a structure (a nullable object): the structure.
  return a === '·' ? b : a;
}

/** A step whose call was expected to answer and did not: the scenario cannot go on. */
export class ScenarioStopped extends Error {
  override readonly name = 'ScenarioStopped';
}

export class Recorder {
  readonly observations: Observation[] = [];

  /** A call that should answer: records the shape of its result and answers it; a refusal stops the scenario. */
  async answer<T>(step: string, call: Promise<T>, shown: (value: T) => unknown = (value) => value): Promise<T> {
    const outcome = await settle(call);
    if (!outcome.ok) {
      this.observations.push(failure(step, outcome.error));
      throw new ScenarioStopped(`${step}: ${describe(outcome.error)}`);
    }
    this.observations.push({ step, answered: shapeOf(shown(outcome.value)) });
    return outcome.value;
  }

  /** A call that should be refused: records its code and message (or the shape of an unexpected answer). */
  async refusal<T>(step: string, call: Promise<T>, shown: (value: T) => unknown = (value) => value): Promise<void> {
    const outcome = await settle(call);
    this.observations.push(
      outcome.ok ? { step, answered: shapeOf(shown(outcome.value)) } : failure(step, outcome.error),
    );
  }

  /**
   * Runs the same steps for each item (each approver of a batch, whose number differs between the seeds) and
   * records the distinct observation lists: one when every item went alike.
   */
  async each<T>(step: string, items: readonly T[], steps: (item: T, record: Recorder) => Promise<void>) {
    const distinct = new Map<string, Observation[]>();
    for (const item of items) {
      const record = new Recorder();
      try {
        await steps(item, record);
      } catch (error) {
        if (!(error instanceof ScenarioStopped)) throw error;
      }
      distinct.set(JSON.stringify(record.observations), record.observations);
    }
    this.observations.push({ step, value: [...distinct.values()] });
  }

  /** A value both sides must agree on. */
  value(step: string, value: unknown): void {
    this.observations.push({ step, value });
  }
}

async function settle<T>(call: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    return { ok: false, error };
  }
}

function failure(step: string, error: unknown): Observation {
  if (error instanceof ApiError) {
    if (error.kind === 'response') return { step, refused: { code: error.code, message: error.message } };
    return { step, failed: { kind: error.kind, status: error.status, message: error.message } };
  }
  throw error;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name} ${error.message}` : String(error);
}

/** The observations of two runs that differ, step by step (an empty list when the runs agree). */
export function differences(fixture: readonly Observation[], server: readonly Observation[]) {
  const found: { at: number; step: string | undefined; fixture: unknown; server: unknown }[] = [];
  for (let at = 0; at < Math.max(fixture.length, server.length); at += 1) {
    const a = fixture[at];
    const b = server[at];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    const strip = (o: Observation | undefined) => {
      if (!o) return 'nothing';
      const { step: _step, ...rest } = o;
      return rest;
    };
    found.push({ at, step: b?.step ?? a?.step, fixture: strip(a), server: strip(b) });
  }
  return found;
}
