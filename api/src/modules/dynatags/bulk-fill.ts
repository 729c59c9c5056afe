// The placeholders of a template tag, written {{column}}, and a row's cells put in them: in the label, the
// redirect address, the passcode and every text of the modules (texts, links, labels, rich text — escaped there),
// and in the names of the files the modules show: a file named "{{menu}}.pdf" stands for the template's file the
// row's `menu` cell names ("lunch.pdf", or "lunch" and the placeholder file's extension).
import type { Dynatag, StoredFile } from '@db/schema';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { moduleFileIds } from './modules';

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** A column's key: its header lower-case, spaces single. */
export const columnKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** The fields of a template that a row fills. */
export type TemplateFields = Pick<Dynatag, 'label' | 'redirectUrl' | 'passcode' | 'modules'>;

/** Module keys that never hold placeholders: ids, types and file references. */
const FIXED_KEYS = new Set(['id', 'type', 'file', 'files']);

function walkStrings(value: unknown, visit: (text: string, key: string) => string, key = ''): unknown {
  if (typeof value === 'string') return FIXED_KEYS.has(key) ? value : visit(value, key);
  if (Array.isArray(value)) return value.map((v) => walkStrings(v, visit, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walkStrings(v, visit, k)]));
  }
  return value;
}

const namesIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => columnKey(m[1]));

/** The template's files that stand for a file a row names: those the modules show whose name has a placeholder. */
export function placeholderFiles(template: TemplateFields, files: Pick<StoredFile, 'shortId' | 'name'>[]) {
  const shown = new Set(moduleFileIds(template.modules));
  return files.filter((f) => shown.has(f.shortId) && namesIn(f.name).length > 0);
}

/** Every placeholder the template uses, once each, in the order they appear. */
export function placeholdersOf(template: TemplateFields, files: Pick<StoredFile, 'shortId' | 'name'>[]) {
  const found: string[] = [];
  const visit = (text: string) => {
    found.push(...namesIn(text));
    return text;
  };
  for (const text of [template.label, template.redirectUrl, template.passcode]) visit(text);
  walkStrings(template.modules, visit);
  for (const f of placeholderFiles(template, files)) visit(f.name);
  return [...new Set(found)];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** `text` with each placeholder replaced by its cell; a placeholder no column fills stays as written. */
export function fillText(text: string, cells: Readonly<Record<string, string>>, html = false) {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = cells[columnKey(name)];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}

/** The template's fields with a row's cells in their placeholders (file references are resolved apart). */
export function fillTemplate(
  template: TemplateFields,
  cells: Readonly<Record<string, string>>,
): TemplateFields {
  const modules = walkStrings(template.modules, (text, key) =>
    fillText(text, cells, key === 'html'),
  ) as DynatagModule[];
  return {
    label: fillText(template.label, cells),
    redirectUrl: fillText(template.redirectUrl, cells),
    passcode: fillText(template.passcode, cells),
    modules,
  };
}

const extensionOf = (name: string) => name.match(/\.[A-Za-z0-9]{1,8}$/)?.[0] ?? '';

/**
 * For each placeholder file, the template file the row names (by file name, case-insensitive; the placeholder
 * file's extension may be left out). Answers the map, or the first placeholder file's name that names no file.
 */
export function chooseFiles(
  template: TemplateFields,
  files: Pick<StoredFile, 'shortId' | 'name'>[],
  cells: Readonly<Record<string, string>>,
): { chosen: Map<string, string> } | { missing: string } {
  const chosen = new Map<string, string>();
  const byName = new Map(files.map((f) => [f.name.toLowerCase(), f.shortId]));
  for (const f of placeholderFiles(template, files)) {
    const ext = extensionOf(f.name);
    const stem = fillText(f.name.slice(0, f.name.length - ext.length), cells).trim();
    const wanted = fillText(f.name, cells).trim();
    // "{{menu}}.pdf" with "lunch" or "lunch.pdf": the name as filled, or the cell naming the whole file.
    const id = [wanted, stem].map((n) => byName.get(n.toLowerCase())).find(Boolean);
    if (!id || namesIn(wanted).length) return { missing: wanted };
    chosen.set(f.shortId, id);
  }
  return { chosen };
}
