import type { z } from 'zod';

/**
 * Control characters in the text of a request. No field of any endpoint takes NUL (PostgreSQL cannot store it in
 * text), the other C0 control characters or DEL; tab, line feed and carriage return are legitimate only in
 * multi-line fields (remarks, descriptions, comments), which the contract marks with {@link multilineText}.
 * `validateRequest` refuses such input before the endpoint's schema runs, on the server and in the fixtures.
 */

/** C0 control characters (tab, line feed and carriage return included) and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this is for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** The same, without tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this is for
const CONTROL_CHARACTER_BUT_LINE_BREAK = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when the text holds a control character; in multi-line text tab, line feed and carriage return pass. */
export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTER_BUT_LINE_BREAK : CONTROL_CHARACTER).test(text);
}

const multilineSchemas = new WeakSet<object>();

/** Marks a text schema as multi-line: tab, line feed and carriage return are allowed in its values. */
export function multilineText<T extends z.ZodType>(schema: T): T {
  multilineSchemas.add(schema);
  return schema;
}

/** The parts of a zod definition the walk reads (zod 4's `_zod.def`). */
interface LooseDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
}

const defOf = (schema: z.ZodType): LooseDef => (schema as unknown as { _zod: { def: LooseDef } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** What a value at one place may be: the concrete schemas behind wrappers, pipes, lazies and unions. */
interface Candidates {
  schemas: z.ZodType[];
  /** Some schema on the way is marked multi-line. */
  multiline: boolean;
}

function expand(roots: readonly z.ZodType[]): Candidates {
  const schemas: z.ZodType[] = [];
  const seen = new Set<z.ZodType>();
  let multiline = false;
  const visit = (schema: z.ZodType | null | undefined) => {
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    if (multilineSchemas.has(schema)) multiline = true;
    const def = defOf(schema);
    if (WRAPPERS.has(def.type)) visit(def.innerType);
    else if (def.type === 'pipe') {
      visit(def.in);
      visit(def.out);
    } else if (def.type === 'lazy') visit(def.getter?.());
    else if (def.type === 'union') for (const option of def.options ?? []) visit(option);
    else if (def.type === 'intersection') {
      visit(def.left);
      visit(def.right);
    } else schemas.push(schema);
  };
  for (const root of roots) visit(root);
  return { schemas, multiline };
}

/** The schemas of an object's key (a field of an object, the values of a record). */
function fieldSchemas(candidates: readonly z.ZodType[], key: string): z.ZodType[] {
  const found: z.ZodType[] = [];
  for (const schema of candidates) {
    const def = defOf(schema);
    if (def.type === 'object') {
      const field = def.shape?.[key] ?? def.catchall;
      if (field) found.push(field);
    } else if (def.type === 'record' && def.valueType) found.push(def.valueType);
  }
  return found;
}

/** The schemas of an array's item (an array's element, a tuple's item or rest). */
function itemSchemas(candidates: readonly z.ZodType[], index: number): z.ZodType[] {
  const found: z.ZodType[] = [];
  for (const schema of candidates) {
    const def = defOf(schema);
    if (def.type === 'array' && def.element) found.push(def.element);
    else if (def.type === 'tuple') {
      const item = def.items?.[index] ?? def.rest;
      if (item) found.push(item);
    }
  }
  return found;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export type InputPath = (string | number)[];

/**
 * The path of the first text in `input` (a value, an object key, an uploaded file's name) holding a control
 * character its field does not allow, or null. `schema` is the endpoint's request schema: it says which fields
 * are multi-line; keys it does not know are single-line.
 */
export function findControlCharacters(schema: z.ZodType, input: unknown): InputPath | null {
  const walk = (value: unknown, roots: readonly z.ZodType[], path: InputPath, depth: number): InputPath | null => {
    if (typeof value === 'string') {
      return hasControlCharacters(value, { multiline: expand(roots).multiline }) ? path : null;
    }
    if (typeof File !== 'undefined' && value instanceof File) return hasControlCharacters(value.name) ? path : null;
    if (depth > 64) return null;
    if (Array.isArray(value)) {
      const { schemas } = expand(roots);
      for (const [index, item] of value.entries()) {
        const found = walk(item, itemSchemas(schemas, index), [...path, index], depth + 1);
        if (found) return found;
      }
      return null;
    }
    if (isPlainObject(value)) {
      const { schemas } = expand(roots);
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacters(key)) return [...path, key];
        const found = walk(item, fieldSchemas(schemas, key), [...path, key], depth + 1);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(input, [schema], [], 0);
}
