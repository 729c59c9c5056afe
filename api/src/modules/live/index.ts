import { type DocumentDecoration, Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { EnvelopeOf } from '../../platform/envelope';
import type { LiveEvent } from '../../platform/events';
import { clientIp } from '../../platform/security';
import { type LiveStream, liveStreamsOf } from './streams';

// The door: what other modules may use (docs/modules.md).
export { HEARTBEAT_MS } from './streams';

const encoder = new TextEncoder();
const PING = encoder.encode(': ping\n\n');
export const formatEvent = (event: LiveEvent) =>
  encoder.encode(`event: message\ndata: ${JSON.stringify(event)}\n\n`);

const STREAM_DESCRIPTION =
  'The signed-in user’s live events, as text/event-stream (session cookies or an API key). It opens with ' +
  '`retry: 1000` and a `: connected` comment; each event is `event: message` with `data:` one JSON object ' +
  '{ service: "global" | "dynatags" | "companies", message?, actions: string[], ids?: { companyId?, dynatagId? } }; ' +
  'a `: ping` comment comes every 8 s. The stream ends when the session ends. At most 5 streams per session, ' +
  '10 per user and 20 per address: over a cap the answer is 429 with Retry-After.';

const errorEnvelope = (description: string) => ({
  description,
  content: { 'application/json': { schema: EnvelopeOf(t.Null(), false) } },
});

// An event stream, not the envelope: `answers()` fits JSON only.
const streamAnswers = {
  200: {
    description: 'The event stream (stays open)',
    content: { 'text/event-stream': { schema: t.String({ description: 'Server-Sent Events, UTF-8' }) } },
  },
  401: errorEnvelope('Not signed in'),
  429: errorEnvelope('Too many open streams; Retry-After says when to try again'),
} as unknown as NonNullable<DocumentDecoration['responses']>;

/** GET /sse/connect – the live event stream of the signed-in user (Server-Sent Events). */
export const liveModule = (deps: Deps) =>
  new Elysia({ name: 'live' }).use(authGuard(deps)).get(
    '/sse/connect',
    async ({ user, sessionId, apiKeyId, request }) => {
      const streams = liveStreamsOf(deps);
      const entry: LiveStream = {
        userId: user.id,
        sessionId,
        apiKeyId,
        ip: clientIp(request, deps.config.trustProxy),
        ping: () => {},
        close: () => {},
      };
      // Over a cap this throws 429 before anything is opened.
      const release = await streams.admit(entry);
      let unsubscribe = () => {};
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const close = () => {
            release();
            unsubscribe();
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          };
          const send = (bytes: Uint8Array) => {
            try {
              controller.enqueue(bytes);
            } catch {
              close();
            }
          };
          // The client reconnects with its own backoff; `retry` is its first delay.
          send(encoder.encode(`retry: 1000\n: connected\n\n`));
          unsubscribe = deps.events.subscribe(user.id, { send: (event) => send(formatEvent(event)), close });
          entry.ping = () => send(PING);
          entry.close = close;
          // The client may have gone while the slot was being taken (a round trip to Redis).
          if (request.signal.aborted) close();
          else request.signal.addEventListener('abort', close);
        },
        cancel() {
          release();
          unsubscribe();
        },
      });
      return new Response(stream, {
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        },
      });
    },
    {
      auth: true,
      query: t.Object({ targetLang: t.Optional(t.String({ maxLength: 5 })) }),
      detail: {
        tags: ['Live'],
        summary: 'Live event stream (Server-Sent Events)',
        description: STREAM_DESCRIPTION,
        responses: streamAnswers,
      },
    },
  );
