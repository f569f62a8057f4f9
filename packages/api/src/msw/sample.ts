import { z } from 'zod';

/**
 * A minimal value that passes a schema: objects with their required keys, empty arrays and records, the first
 * option of enums and unions, non-empty strings as long as their minimum, numbers at their minimum, `true` for
 * booleans. The MSW handlers answer endpoints without a fixture resolver with this, so every declared endpoint
 * answers with a valid envelope.
 */
export function sampleOf(schema: z.ZodType, depth = 0): unknown {
  if (depth > 12) return undefined;
  const next = (inner: unknown) => sampleOf(inner as z.ZodType, depth + 1);

  if (schema instanceof z.ZodOptional) return undefined;
  if (schema instanceof z.ZodNullable) return null;
  if (schema instanceof z.ZodDefault) return next(schema.removeDefault());
  if (schema instanceof z.ZodObject) {
    const value: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const sampled = sampleOf(field, depth + 1);
      if (sampled !== undefined) value[key] = sampled;
    }
    return value;
  }
  if (schema instanceof z.ZodArray) {
    const min = schema.def.checks?.reduce((m, check) => {
      const def = check._zod.def as { check: string; minimum?: number };
      return def.check === 'min_length' && typeof def.minimum === 'number' ? Math.max(m, def.minimum) : m;
    }, 0);
    return Array.from({ length: min ?? 0 }, () => next(schema.element));
  }
  if (schema instanceof z.ZodRecord) return {};
  if (schema instanceof z.ZodString) {
    const length = Math.min(Math.max(schema.minLength ?? 0, 1), schema.maxLength ?? Number.POSITIVE_INFINITY);
    return 'a'.repeat(length);
  }
  if (schema instanceof z.ZodNumber)
    return schema.minValue !== null && Number.isFinite(schema.minValue) ? schema.minValue : 0;
  if (schema instanceof z.ZodBoolean) return true;
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.def.values[0];
  if (schema instanceof z.ZodUnion) return next(schema.options[0]);
  if (schema instanceof z.ZodLazy) return next(schema.def.getter());
  if (schema instanceof z.ZodPipe) return next(schema.def.in);
  if (schema instanceof z.ZodCustom) return new Blob(['%PDF-1.4\n%fixture\n'], { type: 'application/pdf' });
  if (schema instanceof z.ZodNull) return null;
  return null;
}
