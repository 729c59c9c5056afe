/** A small structured logger; secrets are never passed to it (tokens and passwords stay out of log lines). */
export type Logger = {
  info: (message: string, fields?: Record<string, unknown>) => void;
  warn: (message: string, fields?: Record<string, unknown>) => void;
  error: (message: string, fields?: Record<string, unknown>) => void;
};

const write = (level: string, message: string, fields?: Record<string, unknown>) => {
  const extra = fields
    ? Object.entries(fields)
        .map(([k, v]) => `${k}=${v instanceof Error ? (v.stack ?? v.message) : JSON.stringify(v)}`)
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
      `${level} ${m} ${f ? JSON.stringify(f, (_k, v) => (v instanceof Error ? v.message : v)) : ''}`,
    );
  return { lines, info: push('INFO'), warn: push('WARN'), error: push('ERROR') };
}
