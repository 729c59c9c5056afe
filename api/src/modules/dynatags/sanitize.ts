// The HTML of wysiwyg modules, cleaned on the server against an allow-list by a maintained sanitiser
// (sanitize-html): structure and emphasis, links to web, mail and phone addresses only, images only from this
// tag's own files. No style, no event handler, no script or data: address survives, however it is spelled.
import sanitizeHtml from 'sanitize-html';

const TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'hr',
  'br',
];

/** The path of a file of this tag, as the editor inserts it into the HTML. */
const ownImage = (tagShortId: string, fileIds: ReadonlySet<string>, src: string | undefined) => {
  const match = src?.match(/^\/uploads\/dynatags\/([A-Za-z0-9_-]+)\/files\/([A-Za-z0-9_-]+)$/);
  return !!match && match[1] === tagShortId && fileIds.has(match[2]);
};

/** `html` with only what the allow-list keeps; images of files that are not this tag's are dropped. */
export function sanitizeWysiwyg(html: string, tagShortId: string, fileIds: ReadonlySet<string>): string {
  return sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      ol: ['start'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowedStyles: {},
    allowedClasses: {},
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !ownImage(tagShortId, fileIds, frame.attribs.src),
  });
}
