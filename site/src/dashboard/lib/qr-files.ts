import type { Lang } from '@shared/constants';

export type QrFormat = 'svg' | 'png' | 'pdf';

/**
 * The address of an item's code as the API draws it in its style (`base`: `/profiles/{id}`, `/dynatags/{id}`,
 * `/cards/{id}`), with the frame's words ("Scan me") in `lang`, the dashboard's language: a plain link sends
 * only the browser's Accept-Language, which may be another. `params`: size, mm, a version to draw it again.
 */
export function qrFile(
  base: string,
  format: QrFormat,
  lang: Lang,
  params: Record<string, string | number> = {},
) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  query.set('lang', lang);
  return `/api/v1${base}/qr.${format}?${query}`;
}
