// Fastify's schema compilers (Ajv for validation, fast-json-stringify for responses), loaded only
// when a route first declares a schema. Korero's routes check their bodies with superstruct and
// declare none, yet Fastify loads both when it is constructed: paid on every start, a restart
// after kill -9 included, before the server listens.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

// Fastify's own dependencies, found from Fastify (they are not ours to depend on directly).
const fromFastify = () => createRequire(createRequire(import.meta.url).resolve('fastify'));

type Factory = (externalSchemas: unknown, options: unknown) => unknown;
let validatorFactory: Factory | undefined;
let serializerFactory: Factory | undefined;

export const lazySchemaCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: ((externalSchemas: unknown, options: unknown) =>
      (validatorFactory ??= (fromFastify()('@fastify/ajv-compiler') as () => Factory)())(externalSchemas, options)) as never,
    buildSerializer: ((externalSchemas: unknown, options: unknown) =>
      (serializerFactory ??= (fromFastify()('@fastify/fast-json-stringify-compiler') as () => Factory)())(externalSchemas, options)) as never,
  },
};
