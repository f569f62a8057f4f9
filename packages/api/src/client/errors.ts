import type { z } from 'zod';
import type { Outcome } from '../response/handleResponse';

/** How a call failed. */
export type ApiErrorKind =
  /** The server answered with an envelope that is not a success (code ≠ 200 or success false). */
  | 'response'
  /** The request did not pass the endpoint's schema; nothing was sent. */
  | 'invalidRequest'
  /** The server's success result did not pass the endpoint's response schema. */
  | 'invalidResult'
  | 'timeout'
  | 'aborted'
  | 'http'
  | 'network'
  | 'malformed';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  endpoint: string;
  message: string;
  code?: number | null;
  status?: number | null;
  outcome?: Outcome | null;
  result?: unknown;
  issues?: readonly z.core.$ZodIssue[];
  cause?: unknown;
}

/** A failed call: what failed, the server's code and message, the endpoint and the shared handling's outcome. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The endpoint's id, e.g. 'flowTemplate.create'. */
  readonly endpoint: string;
  /** The envelope's code ('response'), else null. */
  readonly code: number | null;
  /** The HTTP status when one arrived. */
  readonly status: number | null;
  /** What the shared response handling decided; null when nothing was sent. */
  readonly outcome: Outcome | null;
  /** The envelope's result (some refusals carry data). */
  readonly result: unknown;
  /** Validation issues ('invalidRequest', 'invalidResult'). */
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.code = init.code ?? null;
    this.status = init.status ?? null;
    this.outcome = init.outcome ?? null;
    this.result = init.result ?? null;
    this.issues = init.issues ?? [];
  }

  /** The response reached the caller as a normal answer (a pass-through code the caller handles itself). */
  get passedThrough(): boolean {
    return this.outcome?.kind === 'resolve';
  }

  /** The shared handling already showed something (a toast or a dialog) for this failure. */
  get handled(): boolean {
    return (this.outcome?.effects.length ?? 0) > 0;
  }
}

/** True when the value is an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
