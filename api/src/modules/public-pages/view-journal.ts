// The counted views' journal: every batch of views, as it leaves the request thread for the view writer, is first
// appended to a file of the data folder (one write of the batch's wire text, ~50 µs per 50 ms of visits). A
// process killed with `kill -9` (or by the kernel) leaves what it appended in the file — the page cache outlives
// the process — so the next start writes what the database did not get yet, once: the writer commits, with each
// transaction's views, the mark (batch, view) it reached (db/schema views.ts `view_journal_marks`). A crash then
// loses at most the views of the batch being gathered (GATHER_MS), however far behind the writer was.
// The journal holds what a batch holds on its way (addresses and user agents, never written to the database) only
// until the writer has counted it: written segments are deleted as the mark passes them (docs/operations.md).
import {
  close,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rm,
  write,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { WireViews } from './view-wire';

/** Where the writer is: every view of batches before `seq`, and the first `offset` views of batch `seq`. */
export type JournalMark = { seq: number; offset: number };
/** A batch as the journal keeps it; `from`: the views of it already written (a batch replayed in part). */
export type JournalBatch = { seq: number; from?: number; views: WireViews };

/** A segment file is closed and a new one begun past this size or age; segments behind the mark are deleted. */
const SEGMENT_BYTES = 8 * 1024 * 1024;
const SEGMENT_MS = 30_000;
/** The segment being appended to is deleted once the mark passes it and it is this old (an idle server keeps none). */
const OPEN_SEGMENT_MS = 1_000;
const SEP = '\u0002';
const EXT = '.views';

/** `<first seq, zero-padded>.views`: the names sort as the batches. */
const segmentName = (seq: number) => `${String(seq).padStart(15, '0')}${EXT}`;
/** The segment files in `dir`, oldest first. */
const segmentNames = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(EXT))
    .sort();

/** The batches of the journal's segments in `dir`, oldest first; a torn last line (a crash mid-write) is left out. */
function readBatches(dir: string, segments: string[]): JournalBatch[] {
  const batches: JournalBatch[] = [];
  for (const name of segments) {
    const text = readFileSync(join(dir, name), 'utf8');
    for (const line of text.split('\n')) {
      const first = line.indexOf(SEP);
      const second = line.indexOf(SEP, first + 1);
      if (first < 0 || second < 0) continue;
      const seq = Number(line.slice(0, first));
      const count = Number(line.slice(first + 1, second));
      if (!Number.isSafeInteger(seq) || !Number.isSafeInteger(count)) continue;
      batches.push({ seq, views: { count, text: line.slice(second + 1) } });
    }
  }
  // The last line of a segment is whole only when the file ends with its newline: a line cut short by a crash has
  // fewer fields than its count says, and the writer would count it wrongly.
  return batches.filter(
    (b) => b.views.count === 0 || b.views.text.split('\u0001').length === b.views.count * 9,
  );
}

/** True when a process numbered `pid` runs (ours included). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * This process's journal under `root`: the first folder `1`, `2`, … that no running process holds (its `owner`
 * file names the process), so several servers can share a data folder and a server started again after a crash
 * takes up the journal it left. Its name (`views-1`…) keys the writer's mark.
 */
export function claimJournal(root: string): { dir: string; name: string } {
  for (let n = 1; ; n++) {
    const dir = join(root, String(n));
    const owner = join(dir, 'owner');
    const pid = existsSync(owner) ? Number(readFileSync(owner, 'utf8')) : 0;
    if (pid && pid !== process.pid && alive(pid)) continue;
    mkdirSync(dir, { recursive: true });
    writeFileSync(owner, String(process.pid));
    return { dir, name: `views-${n}` };
  }
}

/** A segment file: its name, its first batch, and its last batch (number and views) as far as known. */
type Segment = { name: string; first: number; last: { seq: number; count: number } | null };

/** A batch numbered `seq` with `count` views is written whole at `mark`. */
const behind = (last: Segment['last'], mark: JournalMark) =>
  last === null || last.seq < mark.seq || (last.seq === mark.seq && last.count <= mark.offset);

/**
 * Opens the journal in `dir` (made if missing). `unwritten(mark)` gives the batches after `mark` (the views the
 * database lacks), and the journal's appends continue after the last batch it holds. A segment is closed past
 * SEGMENT_BYTES or SEGMENT_MS, and deleted once the writer's mark is past its last batch — the one appended to
 * as well, so an idle server keeps no visitor's address on disk.
 */
export function openViewJournal(
  dir: string,
  clock: { now: () => number } = Date,
  onError: (error: unknown) => void = () => {},
) {
  mkdirSync(dir, { recursive: true });
  // Each segment read once: its batches are held for `unwritten`, its last one kept for `trim`.
  let held: JournalBatch[] = [];
  let segments: Segment[] = segmentNames(dir).map((name) => {
    const batches = readBatches(dir, [name]);
    held = held.concat(batches);
    const last = batches.at(-1);
    return {
      name,
      first: Number(name.slice(0, -EXT.length)),
      last: last ? { seq: last.seq, count: last.views.count } : null,
    };
  });
  let next = Math.max(held.at(-1)?.seq ?? 0, ...segments.map((s) => s.first - 1)) + 1;
  /** The segment appended to (the last of `segments`), its size and when it was begun. */
  let fd = -1;
  let size = 0;
  let begun = 0;
  /**
   * The writes in order, off the event loop (a write waits for a busy disk in the runtime's thread pool, never in
   * a page's answer); a crash loses at most the one under way, as it would the batch being gathered.
   */
  let writes: Promise<void> = Promise.resolve();
  const queue = (step: () => Promise<void>) => {
    writes = writes.then(step).catch(onError);
  };

  function end() {
    const closing = fd;
    fd = -1;
    if (closing >= 0) queue(() => new Promise<void>((done) => close(closing, () => done())));
  }
  function begin() {
    end();
    const name = segmentName(next);
    fd = openSync(join(dir, name), 'a');
    size = 0;
    begun = clock.now();
    segments.push({ name, first: next, last: null });
  }

  return {
    /** The batches the database does not have (all of them, or their views after `offset` for the mark's). */
    unwritten(mark: JournalMark | null): JournalBatch[] {
      const batches = held;
      held = [];
      if (!mark) return batches;
      const out: JournalBatch[] = [];
      for (const batch of batches) {
        if (batch.seq < mark.seq) continue;
        if (batch.seq > mark.seq) out.push(batch);
        else if (mark.offset < batch.views.count) {
          const fields = batch.views.text.split('\u0001').slice(mark.offset * 9);
          out.push({
            seq: batch.seq,
            from: mark.offset,
            views: { count: batch.views.count - mark.offset, text: fields.join('\u0001') },
          });
        }
      }
      return out;
    },
    /** The next batch's number (batches are numbered on from the journal's last, across restarts). */
    take(): number {
      return next++;
    },
    /** Appends batch `seq` (one write, queued; the request thread's only disk work is opening a segment). */
    append(seq: number, views: WireViews) {
      if (fd < 0 || size > SEGMENT_BYTES || clock.now() - begun > SEGMENT_MS) begin();
      const line = `${seq}${SEP}${views.count}${SEP}${views.text}\n`;
      const to = fd;
      queue(
        () =>
          new Promise<void>((done, fail) =>
            write(to, line, null, 'utf8', (error) => (error ? fail(error) : done())),
          ),
      );
      size += line.length;
      segments.at(-1)!.last = { seq, count: views.count };
    },
    /**
     * Deletes the segments whose every batch is written at `mark`, after the writes queued before (off the event
     * loop: unlinking an 8 MB segment took 9 % of a counted page's thread under load when it was synchronous).
     */
    trim(mark: JournalMark) {
      const kept: Segment[] = [];
      for (const [i, segment] of segments.entries()) {
        if (!behind(segment.last, mark)) {
          kept.push(segment);
          continue;
        }
        if (i === segments.length - 1 && fd >= 0) {
          // The one appended to: kept while young, so a busy server begins a file a second, not one a batch
          // (opening, closing and unlinking a file per 50 ms batch was a tenth of a counted page's thread).
          if (clock.now() - begun < OPEN_SEGMENT_MS) {
            kept.push(segment);
            continue;
          }
          end(); // the next batch begins a new one
        }
        const path = join(dir, segment.name);
        queue(
          () => new Promise<void>((done, fail) => rm(path, { force: true }, (e) => (e ? fail(e) : done()))),
        );
      }
      segments = kept;
    },
    /** Views in the journal's segments now (tests, operations). */
    views(): number {
      return readBatches(dir, segmentNames(dir)).reduce((sum, batch) => sum + batch.views.count, 0);
    },
    /** Resolves when the writes queued so far are on the file (tests). */
    flushed: () => writes,
    /** Closes the segment appended to, after its queued writes. */
    close() {
      end();
      return writes;
    },
  };
}

export type ViewJournal = ReturnType<typeof openViewJournal>;

/**
 * A write's journal batches (in the order written: each its number, its views here, and the views of it written
 * before) as the mark its views reach up to `end`.
 */
export function markOf(journal: string, batches: { seq: number; count: number; from?: number }[]) {
  return (end: number): { journal: string; mark: JournalMark } => {
    let before = 0;
    for (const { seq, count, from = 0 } of batches) {
      if (end <= before + count) return { journal, mark: { seq, offset: from + end - before } };
      before += count;
    }
    const last = batches.at(-1)!;
    return { journal, mark: { seq: last.seq, offset: (last.from ?? 0) + last.count } };
  };
}
