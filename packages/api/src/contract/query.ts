import { z } from 'zod';

/** True for the values a GET drops: undefined, null and ''. */
export function isEmptyParam(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function paramText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * Encodes GET parameters: empty values (undefined, null, '') are dropped, arrays repeat their key (a=1&a=2),
 * objects travel as JSON text.
 */
export function encodeQuery(params: Record<string, unknown> | undefined | null): URLSearchParams {
  const search = new URLSearchParams();
  if (!params) return search;
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) if (!isEmptyParam(item)) search.append(key, paramText(item));
    } else if (!isEmptyParam(value)) {
      search.append(key, paramText(value));
    }
  }
  return search;
}

/** The readings a query value could have: the text, a number, a boolean. */
function scalarReadings(text: string): unknown[] {
  const readings: unknown[] = [text];
  if (text.trim() !== '' && Number.isFinite(Number(text))) readings.push(Number(text));
  if (text === 'true') readings.push(true);
  if (text === 'false') readings.push(false);
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      readings.push(JSON.parse(text));
    } catch {
      // not JSON: the text stays the only reading
    }
  }
  return readings;
}

/**
 * The reading the schema accepts; when none passes, the first one of the right type (so that 501 for a page size
 * of at most 500 is refused with the rule's message, not as "expected a number").
 */
function pick(schema: z.ZodType | undefined, readings: unknown[]): unknown {
  if (!schema) return readings[0];
  let rightType: unknown;
  let found = false;
  for (const reading of readings) {
    const parsed = schema.safeParse(reading);
    if (parsed.success) return reading;
    const wrongType = parsed.error.issues.some((issue) => issue.code === 'invalid_type' && issue.path.length === 0);
    if (!found && !wrongType) {
      rightType = reading;
      found = true;
    }
  }
  return found ? rightType : readings[0];
}

/**
 * Decodes a query back into the object a GET request schema expects: for each key the reading (text, number,
 * boolean, one value or the repeated values as an array) that the key's schema accepts. The server and the MSW
 * handlers call this before validating with the endpoint's request schema.
 */
export function decodeQuery(schema: z.ZodType, search: URLSearchParams): Record<string, unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const decoded: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    const field = shape[key];
    const arrayReading = values.map((value) => {
      const element = field ? elementOf(field) : undefined;
      return pick(element, scalarReadings(value));
    });
    if (values.length > 1) {
      decoded[key] = arrayReading;
      continue;
    }
    const readings = [...scalarReadings(values[0] ?? ''), arrayReading];
    decoded[key] = pick(field, readings);
  }
  return decoded;
}

/** The element schema of an array field (through optional, nullable, default), if the field is an array. */
function elementOf(schema: z.ZodType): z.ZodType | undefined {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 8; depth += 1) {
    if (current instanceof z.ZodArray) return current.element as z.ZodType;
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodDefault) {
      current = current.removeDefault() as z.ZodType;
    } else {
      return undefined;
    }
  }
  return undefined;
}
