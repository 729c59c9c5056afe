// Request bodies are counted while they are read and the reading stops at the limit: a body sent without a
// Content-Length (chunked) used to be read whole before its size was looked at, so 60 parallel anonymous 24 MB
// logins held about 0.6 GB. JSON and everything else may be 1 MB; multipart up to the upload limit, and only on
// the routes that take files.
import { LIMITS } from '@shared/constants';
import { AppError } from './errors';

/**
 * Bun's own limit for Bun.serve. Its refusal is a bare 413 without the envelope, so it is set out of the way:
 * the app refuses a declared length over its limit before reading (onRequest) and stops reading any other body
 * at its route's limit (onParse), both in the envelope.
 */
export const SERVER_MAX_BODY_BYTES = 2 ** 40;

/** The content types the framework parses (a body of any other type is never read). */
export const PARSED_TYPES = new Set([
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/form-data',
]);

export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'payloadTooLarge');

/**
 * A stream's bytes in one array, or null as soon as more than `limit` have arrived (the stream is then cancelled,
 * the rest never read). `onChunk` runs for every chunk (a deadline renewed, an abort checked). One reader for
 * request bodies, answers of other services and stored objects.
 */
export async function readCapped(
  stream: ReadableStream<Uint8Array>,
  limit: number,
  onChunk?: () => void,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onChunk?.();
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body's bytes, or 413 as soon as more than `limit` have arrived (the rest is never read). */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge();
  const bytes = await readCapped(request.body, limit);
  if (!bytes) throw tooLarge();
  return bytes;
}

/** Whether a body schema has a file in it (`t.File`, `t.Files`: JSON Schema's binary strings). */
export const acceptsFiles = (schema: unknown) =>
  schema !== undefined && JSON.stringify(schema).includes('"format":"binary"');

/**
 * A route that takes a small file only (a spreadsheet) says so on its body schema, `'x-max-body-bytes'` (an
 * OpenAPI extension): its multipart body stops being read there, not at the upload limit.
 */
export const MAX_BODY_BYTES = 'x-max-body-bytes';

/** The largest body a route may receive with this content type (`uploads`: "METHOD /route" that take files). */
export function bodyLimit(
  contentType: string,
  routeKey: string,
  uploads: ReadonlySet<string>,
  schema?: unknown,
): number {
  if (contentType === 'multipart/form-data' && uploads.has(routeKey)) {
    const own = (schema as Record<string, unknown> | undefined)?.[MAX_BODY_BYTES];
    return typeof own === 'number' ? Math.min(own, LIMITS.multipartBodyBytes) : LIMITS.multipartBodyBytes;
  }
  return LIMITS.jsonBodyBytes;
}

/** A copy of `request` carrying `bytes` as its body, for the framework's own parsers. */
export const withBody = (request: Request, bytes: Uint8Array<ArrayBuffer>) =>
  new Request(request.url, { method: request.method, headers: request.headers, body: bytes });
