/**
 * What the log may say about an unexpected error: never a value of the request. Database errors carry the SQL's
 * parameters (drizzle's `Failed query: … params: …` message, PGlite's and node-postgres' `params`, `detail`,
 * `where`), and a request value can be a password, a token or a ticket; so the log gets, for each error of the cause
 * chain, its type, its message (a query's SQL text without parameters; a database message with its quoted values
 * cut) and its SQLSTATE, and the stack frames without the message lines at their head.
 */

export interface LoggedError {
  type: string;
  message: string;
  /** The SQLSTATE of a database error. */
  code?: string;
  /** The stack frames (`at …` lines) only. */
  stack?: string;
  cause?: LoggedError;
}

const MAX_MESSAGE = 1000;
const SQLSTATE = /^[0-9A-Z]{5}$/;

function isQueryError(error: Error): error is Error & { query: unknown } {
  return 'query' in error && typeof (error as { query: unknown }).query === 'string';
}

function isDatabaseError(error: Error): error is Error & { code: string } {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && SQLSTATE.test(code) && ('severity' in error || 'detail' in error);
}

/** Only the `at …` lines of a stack: the head of a stack repeats the message, parameters included. */
function framesOf(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

function messageOf(error: Error): string {
  let message = error.message;
  if (isQueryError(error)) {
    // drizzle: `Failed query: <sql>\nparams: <values>`; the SQL text holds placeholders, not values.
    message = `Failed query: ${String(error.query)}`;
  } else if (isDatabaseError(error)) {
    // e.g. invalid input syntax for type integer: "<value>"
    message = message.replace(/"[^"]*"/g, '"…"');
  }
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
}

/** A loggable description of an error that holds no value of the request. */
export function describeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an Error' };
  const logged: LoggedError = { type: error.name || error.constructor?.name || 'Error', message: messageOf(error) };
  if (isDatabaseError(error)) logged.code = error.code;
  const stack = framesOf(error.stack);
  if (stack) logged.stack = stack;
  if (error.cause !== undefined && depth < 4) logged.cause = describeError(error.cause, depth + 1);
  return logged;
}
