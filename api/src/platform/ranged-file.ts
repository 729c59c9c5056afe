/**
 * A stored file answered with HTTP range requests (RFC 9110 §14), as a `<video>` asks for one: the whole file
 * (200) with `Accept-Ranges: bytes`, one range `bytes=a-b`, `a-` or `-n` as 206 with its Content-Range, and a
 * range outside the file as 416 with `Content-Range: bytes * /size`. Several ranges in one request are answered
 * with the whole file (allowed: a server may ignore Range). Works on any Blob the storage gives, local or S3.
 */
export function rangedFile(stored: Blob, range: string | null, headers: Record<string, string>): Response {
  const size = stored.size;
  const base = { ...headers, 'accept-ranges': 'bytes' };
  const asked = range ? parseRange(range, size) : null;
  if (asked === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...base, 'content-range': `bytes */${size}` } });
  }
  if (!asked) {
    return new Response(stored, { headers: { ...base, 'content-length': String(size) } });
  }
  const { start, end } = asked;
  return new Response(stored.slice(start, end + 1), {
    status: 206,
    headers: {
      ...base,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': String(end - start + 1),
    },
  });
}

/** One byte range of a file of `size` bytes; null when the header is not one range (the whole file is sent). */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
