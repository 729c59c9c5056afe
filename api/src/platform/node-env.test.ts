// README "Configuration": there is no production mode, NODE_ENV changes no answer (issue 28: the README said
// `production` hid validation details; only Elysia reads it, for messages of its own that the API never sends).
// The same requests in a process started with NODE_ENV=production and in one without it.
import { expect, test } from 'bun:test';
import { join } from 'node:path';

const SCRIPT = join(import.meta.dir, '../../test/answers-by-environment.ts');

async function answersWith(nodeEnv: string | undefined) {
  const env = { ...process.env, NODE_ENV: nodeEnv };
  if (nodeEnv === undefined) delete env.NODE_ENV;
  const child = Bun.spawn(['bun', SCRIPT], { env, stdout: 'pipe', stderr: 'ignore' });
  const lines = (await new Response(child.stdout).text()).trim().split('\n');
  expect(await child.exited).toBe(0);
  return JSON.parse(lines.at(-1)!) as {
    invalid: [number, { errors: { field?: string; message: string }[] }];
    failed: [number, { message: string; errors: unknown[] }];
    logged: number;
  };
}

test('NODE_ENV=production: a 422 still names the field with its message, a 500 still only its cause in the log', async () => {
  const [production, other] = await Promise.all([answersWith('production'), answersWith(undefined)]);
  expect(production).toEqual(other);
  expect(production.invalid[0]).toBe(422);
  expect(production.invalid[1].errors).toContainEqual({
    field: 'email',
    message: 'Enter a valid email address',
  });
  expect(production.failed).toEqual([
    500,
    expect.objectContaining({ message: 'Oops - an unknown error occured', errors: [] }),
  ]);
  expect(production.logged).toBe(1);
}, 30_000);
