// superstruct structs as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), so the API's
// document is generated from the very structs the routes validate with. superstruct keeps a
// struct's kind (`type`) and its parts (`schema`), but not whether it is optional or nullable nor
// the members of a union: those are read by asking the struct's own validator.
import { is, type Struct } from 'superstruct';

export type JsonSchema = { [key: string]: unknown };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any struct, whatever it infers
export type AnyStruct = Struct<any, any>;

/** Values a union of scalars is probed with: the JSON type each stands for. */
const SCALAR_PROBES: Array<[unknown, string]> = [
  ['probe', 'string'],
  [true, 'boolean'],
  [0.5, 'number'],
];

/** A union's JSON types, from what its validator accepts (superstruct keeps no list of members). */
function unionSchema(struct: AnyStruct): JsonSchema {
  const types = SCALAR_PROBES.filter(([value]) => is(value, struct)).map(([, type]) => type);
  // Whole numbers only: an integer member, or literals such as 1 and 2 beside one.
  if (!types.includes('number') && is(1, struct) && is(1_000_003, struct)) types.push('integer');
  if (types.length === 0) throw new Error('A union of objects cannot be read from superstruct: describe it in its route');
  return types.length === 1 ? { type: types[0] } : { type: types };
}

function objectSchema(shape: Record<string, AnyStruct>, closed: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    properties[key] = structSchema(field);
    if (!is(undefined, field)) required.push(key);
  }
  return {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    // superstruct's `object` refuses unknown keys; `type` lets them through.
    additionalProperties: !closed,
  };
}

function kindSchema(struct: AnyStruct): JsonSchema {
  const schema = struct.schema as unknown;
  switch (struct.type) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'integer':
      return { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'literal':
      return { const: schema };
    case 'enums':
      return { type: 'string', enum: Object.values(schema as Record<string, string>) };
    case 'array':
      return schema ? { type: 'array', items: structSchema(schema as AnyStruct) } : { type: 'array' };
    case 'object':
      return objectSchema(schema as Record<string, AnyStruct>, true);
    case 'type':
      return objectSchema(schema as Record<string, AnyStruct>, false);
    case 'union':
      return unionSchema(struct);
    default:
      // A new kind of struct must be taught here rather than documented as "anything".
      throw new Error(`No JSON Schema for superstruct's '${struct.type}' structs yet (server/openapi/struct-schema.ts)`);
  }
}

/** The JSON Schema a value must meet to pass `struct`. An optional field is left out of `required`. */
export function structSchema(struct: AnyStruct): JsonSchema {
  const schema = kindSchema(struct);
  if (!is(null, struct)) return schema;
  // nullable(...): null is one more type (or one more choice of a `const`).
  if (Array.isArray(schema.enum)) return { ...schema, type: [schema.type, 'null'], enum: [...schema.enum, null] };
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/** Any JSON object: for an answer with no struct of its own (this document). */
export const OPEN_OBJECT: JsonSchema = { type: 'object' };
