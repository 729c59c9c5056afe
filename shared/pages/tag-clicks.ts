// Clicks in a tag (issue 34): every link, button, file, phone, e-mail and map of a tag's modules is one item of
// its module, named the same way by the page that links it and by the server that answers the click, from this
// one list. An http(s) or file address is linked through /d/{tag}/k/{variant or -}/{module}/{item}, which counts
// the click and answers 302 to the saved address; a tel:, mailto: or sms: link keeps its address and carries a
// `ping` to the same path (hyperlink auditing: the browser POSTs there as it follows the link). A form counts
// when its answers are accepted (tag-form-routes.ts). No script on the page either way.
import type { DynatagModule } from '@shared/schemas/dynatag-modules';

/** An item's name within its module: an index, an index and a kind (3t phone, 3m mail), or a word. */
export const CLICK_ITEM = /^[a-z0-9]{1,16}$/;

/** The map at a point on openstreetmap.org: the map modules' and the event's link out (no script). */
export const osmHref = (lat: number, lng: number, zoom: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;

export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

const WEB = /^https?:\/\/\S+$/i;
/** What the server may send a visitor to: a web address, or a path of our own origin (a file, a calendar file). */
export const isRedirectable = (href: string) => WEB.test(href) || /^\/[A-Za-z0-9]/.test(href);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e]!);

/** The links of sanitised rich text (api/src/modules/dynatags/sanitize.ts writes every `<a href="…">` alike). */
const RICH_LINK = /<a href="([^"]*)"/g;
export function richLinks(html: string): string[] {
  return Array.from(html.matchAll(RICH_LINK), (match) => decode(match[1]!));
}

/** Rich text with each link going through `linkOf` (its href replaced; a ping added when it gives one). */
export function withRichClicks(html: string, linkOf: (item: string, saved: string) => ClickLink): string {
  let i = 0;
  return html.replace(RICH_LINK, (_, href: string) => {
    const link = linkOf(String(i++), decode(href));
    const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    return `<a href="${attr(link.href)}"${link.ping ? ` ping="${attr(link.ping)}"` : ''}`;
  });
}

/**
 * The clickable items of a module and the saved address each opens, by item name. `files` maps a file id to
 * its path as the page shows it; `tagId` is the tag's public id (the event's calendar file is under it).
 */
export function clickItems(
  m: DynatagModule,
  files: Record<string, { path: string }>,
  tagId: string,
): Map<string, string> {
  const items = new Map<string, string>();
  const add = (item: string, href: string | undefined | null) => {
    if (href) items.set(item, href);
  };
  switch (m.type) {
    case 'links':
      for (const [i, link] of m.links.entries()) add(String(i), WEB.test(link.url) ? link.url : null);
      break;
    case 'files':
      for (const [i, id] of m.files.entries()) add(String(i), files[id]?.path);
      break;
    case 'pdf':
      // The viewer's link that opens the file itself (the pages it draws are no click).
      add('0', files[m.file]?.path);
      break;
    case 'contacts':
      for (const [i, c] of m.contacts.entries()) {
        add(`${i}t`, c.phone ? telHref(c.phone) : null);
        add(`${i}m`, c.email ? `mailto:${c.email}` : null);
      }
      break;
    case 'socials':
      for (const [network, url] of Object.entries(m.links as Record<string, string | undefined>))
        add(network.toLowerCase(), url && WEB.test(url) ? url : null);
      break;
    case 'event':
      add('ics', `/api/v1/dynatags/public/${tagId}/events/${m.id}.ics`);
      add('map', m.position ? osmHref(m.position.lat, m.position.lng, 16) : null);
      break;
    case 'map':
    case 'mapMarkers':
      add('map', osmHref(m.center.lat, m.center.lng, m.zoom));
      break;
    case 'mapRoute':
      add('map', m.points[0] ? osmHref(m.points[0].lat, m.points[0].lng, 13) : null);
      break;
    case 'wysiwyg':
      for (const [i, href] of richLinks(m.html).entries()) add(String(i), href);
      break;
  }
  return items;
}

/** What a click of an item is linked as: its href, and the ping address when the href stays the saved one. */
export type ClickLink = { href: string; ping?: string };

/**
 * How the page links a tag's items: `redirect` through our click address (a ping for tel:, mailto: and sms:),
 * `ping` the saved address with a ping (a protected tag, whose addresses no click address may hand out), or
 * `direct` the saved address alone (the editor's preview, whose draft is not saved). `count` false (the owner's
 * `?count=false` view) carries the same to the click address, which then counts nothing.
 */
export function tagClickLinks(opts: {
  tagId: string;
  variant: string | undefined;
  mode: 'redirect' | 'ping' | 'direct';
  count: boolean;
}) {
  const base = `/d/${opts.tagId}/k/${opts.variant || '-'}/`;
  const tail = opts.count ? '' : '?count=false';
  return (moduleId: string, item: string, saved: string): ClickLink => {
    if (opts.mode === 'direct' || !CLICK_ITEM.test(item)) return { href: saved };
    const path = `${base}${moduleId}/${item}${tail}`;
    if (opts.mode === 'redirect' && isRedirectable(saved)) return { href: path };
    return /^data:/i.test(saved) ? { href: saved } : { href: saved, ping: path };
  };
}
export type TagClickLinks = ReturnType<typeof tagClickLinks>;
