// The thread a Tesseract worker runs on (tesseract.js's `workerPath`): it first makes itself the least urgent thread
// of the process, then runs tesseract.js's own worker script. A card's reading is seconds of a whole core; the
// card pages (/p, /d, /c) must not wait behind it (issue 31: /p under a burst of scans ≥ 0.8 of /p quiet). On Linux
// a thread has its own niceness: setpriority() with the thread's id (os.setPriority takes any id) sets this thread
// alone, and the threads it starts inherit it. The scheduler then gives the reader only the CPU that the request
// thread leaves; on an idle machine it still reads at full speed. Elsewhere (no /proc/thread-self) it reads at
// the process's priority.
import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';

/** The lowest priority Linux gives a thread (nice 19). */
const READER_NICENESS = 19;

/** This thread's id ("/proc/thread-self" links to "<pid>/task/<tid>" of the thread that reads it); 0 elsewhere. */
const tid = (() => {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop()) || 0;
  } catch {
    return 0;
  }
})();
const lowest = () => {
  try {
    if (tid > 0) setPriority(tid, READER_NICENESS);
  } catch {
    // No per-thread niceness here: the reader runs as the process does.
  }
};
lowest();

const require = createRequire(import.meta.url);
await import(join(dirname(require.resolve('tesseract.js/package.json')), 'src/worker-script/node/index.js'));
// Again with each job the reader sends (a cheap call): a renice of all the process's threads from outside (an
// operator's, or a shared machine's watchdog, as on the bench machine) would otherwise leave the reader at the
// process's priority for good. Only now: a listener before tesseract.js's own would start the port, and the first
// job could go to no one.
parentPort?.on('message', lowest);
