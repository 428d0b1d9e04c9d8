import fc from 'fast-check';
import { HOSTILE_KEYS, HOSTILE_NUMBERS, hostileJson, hostileString } from './hostile';

/** The subset of JSON Schema (as the OpenAPI document carries it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
}

/** Values the fuzzer prefers for ids, dates and e-mails: real ones reach deeper than random ones. */
export interface ValuePools {
  ids: readonly string[];
  emails: readonly string[];
  dates: readonly string[];
}

const pick = <T>(values: readonly T[]) =>
  values.length > 0 ? fc.constantFrom(...values) : fc.constant(undefined as T);

/**
 * A fast-check arbitrary for values of `schema`: mostly well-formed (so requests get past the
 * schema into the services), with a hostile value in about one field in five, unknown and hostile
 * keys now and then, and required fields sometimes left out.
 */
export const arbitraryFor = (
  schema: JsonSchema | undefined,
  pools: ValuePools,
  resolve: (ref: string) => JsonSchema | undefined,
  depth = 0,
  /** False: only well-formed values, so the request reaches the service (see `cleanFor`). */
  hostile = true,
): fc.Arbitrary<unknown> => {
  if (!schema || depth > 6) return hostile ? hostileJson() : fc.constant(null);
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref), pools, resolve, depth + 1, hostile);
  const wellFormed = wellFormedFor(schema, pools, resolve, depth, hostile);
  if (!hostile) return wellFormed;
  return fc.oneof(
    { weight: 8, arbitrary: wellFormed },
    { weight: 1, arbitrary: hostileString() },
    { weight: 1, arbitrary: hostileJson() },
  );
};

const wellFormedFor = (
  schema: JsonSchema,
  pools: ValuePools,
  resolve: (ref: string) => JsonSchema | undefined,
  depth: number,
  hostile: boolean,
): fc.Arbitrary<unknown> => {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants && variants.length > 0) {
    return fc.oneof(
      ...variants.map((variant) => arbitraryFor(variant, pools, resolve, depth + 1, hostile)),
    );
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object':
        return objectFor(schema, pools, resolve, depth, hostile);
      case 'array':
        return fc.array(arbitraryFor(schema.items, pools, resolve, depth + 1, hostile), {
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        });
      case 'integer':
      case 'number':
        return numberFor(schema, type === 'integer', hostile);
      case 'boolean':
        return fc.boolean();
      case 'string':
        return stringFor(schema, pools, hostile);
      default:
        return hostile ? hostileJson() : fc.constant(null);
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
};

const objectFor = (
  schema: JsonSchema,
  pools: ValuePools,
  resolve: (ref: string) => JsonSchema | undefined,
  depth: number,
  hostile: boolean,
) => {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([key, child]) =>
    fc
      .tuple(
        // Optional fields are left out half the time; required ones (hostile only) one in twelve.
        fc.integer({ min: 0, max: required.has(key) ? (hostile ? 11 : 1) : 1 }),
        arbitraryFor(child, pools, resolve, depth + 1, hostile),
      )
      .map(([roll, value]) =>
        roll === 0 && (hostile || !required.has(key)) ? null : ([key, value] as const),
      ),
  );
  const extra = hostile
    ? fc.option(
        fc.tuple(
          fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 6 })),
          hostileJson(),
        ),
        { freq: 6 },
      )
    : fc.constant(null);
  return fc.tuple(fc.tuple(...fields), extra).map(([entries, added]) => {
    const value: Record<string, unknown> = {};
    for (const entry of entries) if (entry) value[entry[0]] = entry[1];
    if (added) Object.defineProperty(value, added[0], { value: added[1], enumerable: true });
    return value;
  });
};

const numberFor = (schema: JsonSchema, integer: boolean, hostile: boolean) => {
  const min = Math.max(schema.minimum ?? -1_000_000, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1_000_000_000, Number.MAX_SAFE_INTEGER);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
  if (!hostile) return inRange;
  return fc.oneof(
    { weight: 6, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max + 1) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  );
};

const isDatePattern = (schema: JsonSchema) =>
  schema.format === 'date' || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$';

const stringFor = (
  schema: JsonSchema,
  pools: ValuePools,
  hostile: boolean,
): fc.Arbitrary<string> => {
  if (schema.format === 'uuid')
    return fc.oneof({ weight: 4, arbitrary: pick(pools.ids) }, fc.uuid());
  if (schema.format === 'email') {
    return fc.oneof(
      { weight: 2, arbitrary: pick(pools.emails) },
      fc.emailAddress(),
      fc.constantFrom('ADMIN@TEST.LOCAL', ' user@example.com ', 'a@b.c'),
    );
  }
  if (isDatePattern(schema))
    return fc.oneof(
      { weight: 3, arbitrary: pick(pools.dates) },
      fc.constantFrom('2026-02-29', '2099-12-31'),
    );
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern && !hostile) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot compile falls through to plain strings.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 200);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }) },
    {
      weight: 1,
      arbitrary: fc.string({
        unit: 'grapheme',
        minLength,
        maxLength: Math.max(minLength, maxLength),
      }),
    },
    ...(hostile
      ? [{ weight: 1, arbitrary: fc.constant('x'.repeat((schema.maxLength ?? 200) + 1)) }]
      : []),
  );
};
