// server/openapi/struct-schema.ts: superstruct structs as JSON Schema, and every value the schema
// accepts or refuses the struct does too (checked with Ajv on samples).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { array, boolean, enums, integer, is, literal, map, nullable, number, object, optional, string, type, union } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Email, Organisation, SendMessagePayload } from '../../src/contract/contract.ts';
import { structSchema, type AnyStruct } from '../../server/openapi/struct-schema.ts';

const ajv = new Ajv2020({ strict: false });
addFormats.default(ajv);

/** The schema and the struct agree on each sample. */
function agreesOn(struct: AnyStruct, samples: unknown[]): void {
  const validate = ajv.compile(structSchema(struct));
  for (const sample of samples) expect(validate(sample), JSON.stringify(sample)).toBe(is(sample, struct));
}

describe('structSchema', () => {
  it('reads scalars, enums, literals, arrays and e-mail addresses', () => {
    expect(structSchema(string())).toEqual({ type: 'string' });
    expect(structSchema(integer())).toEqual({ type: 'integer' });
    expect(structSchema(enums(['a', 'b']))).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(structSchema(literal(2))).toEqual({ const: 2 });
    expect(structSchema(array(boolean()))).toEqual({ type: 'array', items: { type: 'boolean' } });
    expect(structSchema(Email)).toEqual({ type: 'string', format: 'email' });
    agreesOn(Email, ['a@example.com', 'not an address', 3]);
  });

  it('leaves optional fields out of required and adds null to nullable ones', () => {
    const struct = object({ a: string(), b: optional(number()), c: nullable(string()) });
    expect(structSchema(struct)).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' }, c: { type: ['string', 'null'] } },
      required: ['a', 'c'],
      additionalProperties: false,
    });
    agreesOn(nullable(enums(['a'])), ['a', null, 'b']);
    agreesOn(struct, [{ a: 'x', c: null }, { a: 'x', b: 1, c: 'y' }, { a: 'x' }, { a: 'x', c: null, d: 1 }, { c: null }]);
  });

  it("`object` refuses unknown keys, `type` lets them through", () => {
    agreesOn(type({ a: optional(string()) }), [{}, { a: 'x', other: 1 }, { a: 1 }]);
    expect(structSchema(type({}))).toMatchObject({ additionalProperties: true });
  });

  it("reads a union of scalars from what its validator accepts", () => {
    const version = union([literal(1), literal(2), integer()]);
    expect(structSchema(version)).toEqual({ type: 'integer' });
    expect(structSchema(union([string(), number()]))).toEqual({ type: ['string', 'number'] });
    agreesOn(version, [1, 2, 7, 1.5, '1', null]);
  });

  it('agrees with the contract on real payloads', () => {
    const payload = { message: 'Hi', conversation_id: '', organisation_id: 'o', creator: 'CONTACT', referrer: '', contact_id: '' };
    agreesOn(SendMessagePayload, [payload, { ...payload, version: 2 }, { ...payload, version: 'two' }, { ...payload, creator: 'BOT' }, { ...payload, extra: 1 }]);
    agreesOn(Organisation, [{}, { id: 'x' }]);
  });

  it('refuses a kind of struct it cannot describe, rather than documenting it as anything', () => {
    expect(() => structSchema(map(string(), string()))).toThrow(/No JSON Schema for superstruct's 'map'/);
    expect(() => structSchema(union([object({ a: string() }), object({ b: string() })]))).toThrow(/union of objects/);
  });
});
