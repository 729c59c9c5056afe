// Prints what the app answers to a form with a wrong field and to a request that fails inside (its database
// closed), with whatever NODE_ENV this process was started with: Elysia reads it when it loads, so the README's
// "NODE_ENV changes no answer" is tested by starting this twice (api/src/platform/node-env.test.ts).
import { createTestApp } from './harness';

const t = await createTestApp();
const client = t.client({ lang: 'en' });
// The contact form with an address that is none (and the other fields missing): 422 naming each field.
const invalid = await client.post('/api/v1/general/inquiries', { email: 'not-an-address' });
t.deps.database.close();
const failed = await client.post('/api/v1/auth/login', {
  login: 'anna@example.com',
  password: 'a-password-1',
});
const logged = t.log.lines.filter((line) => line.startsWith('ERROR unhandled error')).length;
console.log(
  JSON.stringify({ invalid: [invalid.status, invalid.body], failed: [failed.status, failed.body], logged }),
);
await t.close().catch(() => {});
process.exit(0);
