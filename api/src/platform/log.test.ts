import { expect, test } from 'bun:test';
import { memoryLogger, redact } from './log';

test('query parameters of database errors never reach the log', () => {
  const log = memoryLogger();
  const cause = new Error(
    'Failed query: insert into users values (?) params: bob@example.com,$argon2id$v=19$secret',
  );
  log.error('unhandled error', { error: new Error('wrapped', { cause }) });
  expect(log.lines[0]).toContain('Failed query: insert into users');
  expect(log.lines[0]).toContain('params: [redacted]');
  expect(log.lines[0]).not.toContain('argon2id');
  expect(redact('a\nparams: x,y\nb')).toBe('a\nparams: [redacted]\nb');
});
