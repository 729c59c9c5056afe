// The type builder of the request schemas. Elysia's own `t.Integer` also takes a string and converts it ("0x10"
// became 16, "1e2" 100, "2" was stored as 2 from a JSON string), although the OpenAPI document says integer: a
// JSON body's integers must be JSON numbers. This builder is Elysia's with TypeBox's plain Integer. Query and path
// parameters, strings by nature, keep Elysia's coercion: their schemas are built with Elysia's `t` beside their
// routes (docs/decisions.md).
import { type IntegerOptions, type TInteger, Type } from '@sinclair/typebox';
import { t as elysiaT } from 'elysia/type-system';

export const t: Omit<typeof elysiaT, 'Integer'> & { Integer: (options?: IntegerOptions) => TInteger } = {
  ...elysiaT,
  Integer: (options?: IntegerOptions) => Type.Integer(options),
};
