// Reads a vCard with the independent `vcf` parser and gives each property as value + lower-case types.
import VCard from 'vcf';

export type ParsedProperty = { value: string; types: string[]; params: Record<string, unknown> };

export function parseVcard(text: string) {
  const cards = VCard.parse(text);
  if (cards.length !== 1) throw new Error(`expected one vCard, got ${cards.length}`);
  const [card] = cards;
  const props: Record<string, ParsedProperty[]> = {};
  for (const [name, raw] of Object.entries(card.data)) {
    props[name] = (Array.isArray(raw) ? raw : [raw]).map((p) => {
      const params = { ...p } as Record<string, unknown>;
      const type = params.type;
      return {
        value: p.valueOf(),
        types: (Array.isArray(type) ? type : type ? [type] : []).map((x) => String(x).toLowerCase()),
        params,
      };
    });
  }
  const one = (name: string) => props[name]?.[0]?.value;
  return { version: card.version, props, one };
}

/** Splits a structured value (N, ADR) on unescaped semicolons and unescapes each component. */
export function components(value: string): string[] {
  const parts: string[] = [''];
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '\\' && i + 1 < value.length) {
      const next = value[++i];
      parts[parts.length - 1] += next === 'n' || next === 'N' ? '\n' : next;
    } else if (ch === ';') parts.push('');
    else parts[parts.length - 1] += ch;
  }
  return parts;
}

/** Unescapes a text value. */
export const unescapeText = (value: string) => components(value).join(';');
