/** One line of the bench table and of bench/results.json. */
export interface Row {
  name: string;
  /** null when the row could not be measured (see `note`). */
  figure: number | null;
  unit: string;
  /** What the figure is compared with, named. */
  alternative: string | null;
  alternativeFigure: number | null;
  /** figure / alternativeFigure, both measured in the same run. */
  ratio: number | null;
  /** The target as text (`ratio <= 0.333`, `< 200 kB`); null when the issue sets none. A figure, not an assertion. */
  target: string | null;
  meetsTarget: boolean | null;
  /** How it was measured, caveats, or why it was not measured. */
  note?: string;
}

export interface BenchContext {
  /** The repository root. */
  root: string;
  /** A fresh temporary folder for this benchmark's outputs; removed after the run. */
  workDir: string;
  log(message: string): void;
}

export interface Benchmark {
  id: string;
  title: string;
  run(context: BenchContext): Promise<Row[]>;
}

/** A target on the figure or on the ratio: its text and whether a value meets it. */
export interface Target {
  text: string;
  on: 'figure' | 'ratio';
  meets(value: number): boolean;
}

export const atMost = (limit: number, on: Target['on'], text: string): Target => ({
  text,
  on,
  meets: (value) => value <= limit,
});
export const atLeast = (limit: number, on: Target['on'], text: string): Target => ({
  text,
  on,
  meets: (value) => value >= limit,
});
export const under = (limit: number, on: Target['on'], text: string): Target => ({
  text,
  on,
  meets: (value) => value < limit,
});

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A measured row: the ratio and whether the target is met are computed here, from the two figures. */
export function measured(init: {
  name: string;
  figure: number;
  unit: string;
  /** null when the figure is compared with nothing (its target, if any, still applies). */
  alternative: string | null;
  alternativeFigure: number | null;
  target?: Target;
  note?: string;
  digits?: number;
}): Row {
  const digits = init.digits ?? 1;
  const ratio =
    init.alternativeFigure === null || init.alternativeFigure === 0
      ? null
      : round(init.figure / init.alternativeFigure, 3);
  const target = init.target;
  let meetsTarget: boolean | null = null;
  if (target) {
    const value = target.on === 'figure' ? init.figure : ratio;
    meetsTarget = value === null ? null : target.meets(value);
  }
  return {
    name: init.name,
    figure: round(init.figure, digits),
    unit: init.unit,
    alternative: init.alternative,
    alternativeFigure: init.alternativeFigure === null ? null : round(init.alternativeFigure, digits),
    ratio,
    target: target?.text ?? null,
    meetsTarget,
    ...(init.note ? { note: init.note } : {}),
  };
}

/** A row that could not be measured in this run, with the reason. */
export function notMeasured(init: {
  name: string;
  unit: string;
  alternative: string | null;
  target?: Target;
  reason: string;
}): Row {
  return {
    name: init.name,
    figure: null,
    unit: init.unit,
    alternative: init.alternative,
    alternativeFigure: null,
    ratio: null,
    target: init.target?.text ?? null,
    meetsTarget: null,
    note: `not measured: ${init.reason}`,
  };
}
