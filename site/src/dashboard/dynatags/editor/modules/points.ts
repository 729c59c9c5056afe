// Lists of places pasted or imported for the route and markers modules: one place a line, "lat, lng, name"
// (markers: a fourth column, the text). Commas, semicolons or tabs; quoted CSV cells; a header row is skipped,
// and when it names the columns (lat, lng, name, text in our languages) they may come in any order.

export type PastedPlace = { lat: number; lng: number; label: string; text: string };
export type PasteResult = { places: PastedPlace[]; skipped: { line: number; text: string }[] };

type Column = 'lat' | 'lng' | 'label' | 'text';
const HEADER_NAMES: Record<Column, string[]> = {
  lat: ['lat', 'latitude', 'latitud', 'leveysaste', 'y'],
  lng: ['lng', 'lon', 'long', 'longitude', 'longitud', 'pituusaste', 'x'],
  label: ['label', 'name', 'namn', 'nimi', 'title', 'titel', 'otsikko', 'place', 'plats', 'paikka'],
  text: ['text', 'description', 'about', 'info', 'information', 'beskrivning', 'kuvaus', 'tiedot'],
};
const DEFAULT_ORDER: Column[] = ['lat', 'lng', 'label', 'text'];

/** The separator of the list: tabs (a spreadsheet's copy), else semicolons (CSV with decimal commas), else commas. */
export function separatorOf(text: string): '\t' | ';' | ',' {
  if (text.includes('\t')) return '\t';
  return text.replace(/"[^"]*"/g, '').includes(';') ? ';' : ',';
}

/** One CSV row into cells: quotes protect separators, "" is a quote. */
export function splitRow(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/** A coordinate as written: a point or (with ; or tab separators) a comma for decimals. */
const coordinate = (cell: string | undefined, decimalComma: boolean): number => {
  const raw = (cell ?? '').replace(/\s/g, '');
  const text = decimalComma ? raw.replace(',', '.') : raw;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
};

function headerOrder(cells: string[]): Column[] | null {
  const order = cells.map(
    (cell) =>
      (Object.keys(HEADER_NAMES) as Column[]).find((col) => HEADER_NAMES[col].includes(cell.toLowerCase())) ??
      null,
  );
  return order.includes('lat') && order.includes('lng') ? (order as Column[]) : null;
}

export function parsePlaces(input: string): PasteResult {
  const separator = separatorOf(input);
  const decimalComma = separator !== ',';
  const lines = input.split(/\r\n|\r|\n/);
  const places: PastedPlace[] = [];
  const skipped: PasteResult['skipped'] = [];
  let order = DEFAULT_ORDER;
  let first = true;
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const cells = splitRow(line, separator);
    const header = first ? headerOrder(cells) : null;
    const wasFirst = first;
    first = false;
    if (header) {
      order = header;
      return;
    }
    const cell = (col: Column) => {
      const at = order.indexOf(col);
      return at < 0 ? '' : (cells[at] ?? '');
    };
    const lat = coordinate(cell('lat'), decimalComma);
    const lng = coordinate(cell('lng'), decimalComma);
    if (Number.isNaN(lat) || Number.isNaN(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      // A first row of other column names is a header too, not a mistake to report.
      if (!(wasFirst && /[a-z]/i.test(cell('lat'))))
        skipped.push({ line: index + 1, text: line.trim().slice(0, 80) });
      return;
    }
    places.push({ lat, lng, label: cell('label').slice(0, 200), text: cell('text').slice(0, 1000) });
  });
  return { places, skipped };
}

/** Appends what fits under `limit`; `dropped` says how many did not. */
export function appendWithin<T>(list: readonly T[], more: readonly T[], limit: number) {
  const room = Math.max(0, limit - list.length);
  return {
    list: [...list, ...more.slice(0, room)],
    added: Math.min(room, more.length),
    dropped: Math.max(0, more.length - room),
  };
}

/** "59.3293, 18.0686" (as a map copies a place) as a position; null when the text is not such a pair. */
export function readPair(text: string): { lat: number; lng: number } | null {
  const match = /^\s*\(?\s*([+-]?\d+(?:\.\d+)?)\s*[,;\s]\s*([+-]?\d+(?:\.\d+)?)\s*\)?\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}
