import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import type { LiveEvent } from '../../platform/events';

/** Bun closes idle connections after its idleTimeout; a comment line keeps the stream open. */
export const HEARTBEAT_MS = 8_000;

const encoder = new TextEncoder();
export const formatEvent = (event: LiveEvent) =>
  encoder.encode(`event: message\ndata: ${JSON.stringify(event)}\n\n`);

/** GET /sse/connect – the live event stream of the signed-in user (Server-Sent Events). */
export const liveModule = (deps: Deps) =>
  new Elysia({ name: 'live' }).use(authGuard(deps)).get(
    '/sse/connect',
    ({ user, request }) => {
      let unsubscribe = () => {};
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const close = () => {
            clearInterval(heartbeat);
            unsubscribe();
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          };
          // The client reconnects with its own backoff; `retry` is its first delay.
          controller.enqueue(encoder.encode(`retry: 1000\n: connected\n\n`));
          unsubscribe = deps.events.subscribe(user.id, {
            send: (event) => controller.enqueue(formatEvent(event)),
            close,
          });
          heartbeat = setInterval(() => controller.enqueue(encoder.encode(': ping\n\n')), HEARTBEAT_MS);
          request.signal.addEventListener('abort', close);
        },
        cancel() {
          clearInterval(heartbeat);
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
      detail: { tags: ['Live'], summary: 'Live event stream (Server-Sent Events)' },
    },
  );
