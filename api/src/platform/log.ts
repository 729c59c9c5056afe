/** A small structured logger; secrets are never passed to it (tokens and passwords stay out of log lines). */
export type Logger = {
  info: (message: string, fields?: Record<string, unknown>) => void;
  warn: (message: string, fields?: Record<string, unknown>) => void;
  error: (message: string, fields?: Record<string, unknown>) => void;
};

/**
 * Database errors carry the query's parameters (password hashes, token hashes) in their message:
 * those never reach a log line.
 */
export const redact = (text: string) => text.replace(/params: [^\n]*/g, 'params: [redacted]');

const describeError = (error: Error): string => {
  const cause = error.cause instanceof Error ? ` (cause: ${describeError(error.cause)})` : '';
  return redact(`${error.stack ?? error.message}${cause}`);
};

const write = (level: string, message: string, fields?: Record<string, unknown>) => {
  const extra = fields
    ? Object.entries(fields)
        .map(([k, v]) => `${k}=${v instanceof Error ? describeError(v) : JSON.stringify(v)}`)
        .join(' ')
    : '';
  const line = `${new Date().toISOString()} ${level} ${message}${extra ? ` ${extra}` : ''}`;
  if (level === 'ERROR') console.error(line);
  else console.log(line);
};

export const consoleLogger: Logger = {
  info: (m, f) => write('INFO', m, f),
  warn: (m, f) => write('WARN', m, f),
  error: (m, f) => write('ERROR', m, f),
};

/** For tests: keeps lines in memory so a test can read what was logged. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (level: string) => (m: string, f?: Record<string, unknown>) =>
    lines.push(
      `${level} ${m} ${f ? JSON.stringify(f, (_k, v) => (v instanceof Error ? describeError(v) : v)) : ''}`,
    );
  return { lines, info: push('INFO'), warn: push('WARN'), error: push('ERROR') };
}
