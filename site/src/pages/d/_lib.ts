// Small pure helpers of the public dynatag page: time and distance in the reader's words, the vCard of a
// contact, the documents of the sandboxed comment frames, and the addresses of the translation menu.
import type { Lang } from '@shared/constants';
import type { ModuleOf, ModuleType } from '@shared/schemas/dynatag-modules';
import type { DynatagFile } from '@shared/types/dynatags';
import type { PublicVideo } from '@shared/types/video';
import { linkPosterPath, parseVideoUrl, playerUrl, watchUrl } from '@shared/video';

/** The modules that take the page's whole width on a wide screen; the others sit in its columns. */
export const WIDE_MODULES: ReadonlySet<ModuleType> = new Set<ModuleType>([
  'wysiwyg',
  'gallery',
  'pdf',
  'map',
  'mapRoute',
  'mapMarkers',
  'iframe',
  'menu',
  'video',
  'form',
  'plugin_disqus',
  'plugin_htmlCommentBox',
]);

const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };

/** Whole days, hours and minutes left (rounded up to the minute), for the timer's texts. */
export function durationParts(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** "850 m", "12 km", "1,5 km" in the reader's number format. */
export function distanceText(metres: number, lang: Lang): string {
  const km = metres >= 1000;
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'unit',
    unit: km ? 'kilometer' : 'meter',
    maximumFractionDigits: km && metres < 10_000 ? 1 : 0,
  }).format(km ? metres / 1000 : metres);
}

/** A language's own name in the reader's language ("tyska" for de in Swedish), or the code. */
export function languageName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([LOCALES[lang]], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** This page machine-translated by Google Translate, opened outside the page (no script of theirs here). */
export const translateHref = (pageUrl: string, target: string) =>
  `https://translate.google.com/translate?sl=auto&tl=${encodeURIComponent(target)}&u=${encodeURIComponent(pageUrl)}`;

/** The place on openstreetmap.org: the map's fallback without JavaScript (the click items name it too). */
export { osmHref } from '@shared/pages/tag-clicks';

const vText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A contact as a vCard 3.0 file in a data: address, downloaded by a plain link (no script, no request). */
export function contactVcardHref(contact: ModuleOf<'contacts'>['contacts'][number]): string {
  const parts = contact.name.trim().split(/\s+/);
  const family = parts.length > 1 ? parts.pop()! : '';
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${vText(contact.name)}`,
    `N:${vText(family)};${vText(parts.join(' '))};;;`,
    contact.phone && `TEL;TYPE=WORK,VOICE:${vText(contact.phone)}`,
    contact.email && `EMAIL;TYPE=INTERNET:${vText(contact.email)}`,
    contact.information && `NOTE:${vText(contact.information)}`,
    'END:VCARD',
  ].filter(Boolean);
  return `data:text/vcard;charset=utf-8,${encodeURIComponent(`${lines.join('\r\n')}\r\n`)}`;
}

/** A file name for the vCard: the contact's name with only safe characters. */
export const vcardName = (name: string) =>
  `${name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'contact'}.vcf`;

/** A value inside an inline script of a frame's document: JSON that cannot close the script. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const frameDocument = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>body{margin:0;font:16px system-ui,sans-serif}</style></head><body>${body}</body></html>`;

/** Disqus' documented embed, for a frame of its own (the page's address and the tag as its thread). */
export function disqusDocument(shortname: string, pageUrl: string, identifier: string): string {
  const name = /^[a-z0-9-]{1,64}$/.test(shortname) ? shortname : 'invalid';
  return frameDocument(
    `<div id="disqus_thread"></div><script>var disqus_config=function(){this.page.url=${scriptValue(pageUrl)};this.page.identifier=${scriptValue(identifier)};};(function(){var s=document.createElement('script');s.src='https://${name}.disqus.com/embed.js';s.setAttribute('data-timestamp',String(+new Date()));document.body.appendChild(s);})();</script>`,
  );
}

/**
 * HTML Comment Box's pasted widget, for a frame of its own: its comments belong to the page's address (in
 * a frame of its own, the widget would see about:srcdoc) and it shows `perPage` comments a page.
 */
export function commentBoxDocument(widget: string, perPage: number, pageUrl: string): string {
  const sized = widget.replace(/([?&]num=)\d+/g, `$1${perPage}`);
  return frameDocument(`<script>window.hcb_user={PAGE:${scriptValue(pageUrl)}};</script>${sized}`);
}

/**
 * A video module as the page shows it: a YouTube or Vimeo link behind our copy of its poster (the server's
 * neutral poster when it had none), or a file of the tag with its poster; null when its file is gone.
 */
export function moduleVideo(
  m: ModuleOf<'video'>,
  files: Record<string, DynatagFile>,
  title: string,
): PublicVideo | null {
  const link = m.url ? parseVideoUrl(m.url) : null;
  if (link) {
    return {
      kind: 'link',
      title,
      posterPath: linkPosterPath(link),
      playerUrl: playerUrl(link),
      watchUrl: watchUrl(link),
    };
  }
  const file = m.file ? files[m.file] : undefined;
  if (!file) return null;
  const poster = m.poster ? files[m.poster] : undefined;
  return { kind: 'file', title, posterPath: poster?.path ?? null, src: file.path, mime: file.mime };
}
