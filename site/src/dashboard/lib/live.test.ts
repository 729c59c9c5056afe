import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { useTestStorageEngine } from '@nanostores/persistent';
import { $language } from '../stores/prefs';
import { $liveStatus, createLiveClient, isDynatagsChange, type LiveEvent, onLiveEvent } from './live';

type FakeSource = {
  url: string;
  closed: boolean;
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
  listeners: Map<string, (e: Event) => void>;
  close(): void;
  addEventListener(type: string, fn: (e: Event) => void): void;
};

function setup() {
  const sources: FakeSource[] = [];
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const client = createLiveClient({
    createSource: (url) => {
      const source: FakeSource = {
        url,
        closed: false,
        onopen: null,
        onerror: null,
        listeners: new Map(),
        close() {
          this.closed = true;
        },
        addEventListener(type, fn) {
          this.listeners.set(type, fn);
        },
      };
      sources.push(source);
      return source as never;
    },
    setTimer: (fn, ms) => {
      const timer = { fn, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    random: () => 0,
  });
  return { client, sources, timers };
}

describe('live event stream client', () => {
  beforeEach(() => {
    useTestStorageEngine();
    $language.set('fi');
  });
  afterEach(() => $language.set('sv'));

  test('connects with the language; events reach the listeners', () => {
    const { client, sources } = setup();
    const seen: LiveEvent[] = [];
    const off = onLiveEvent((e) => seen.push(e));
    client.start();
    expect(sources[0].url).toBe('/sse/connect?targetLang=fi');
    sources[0].onopen?.(new Event('open'));
    expect($liveStatus.get()).toBe('open');
    const event: LiveEvent = { service: 'companies', actions: ['refetch-companies'] };
    sources[0].listeners.get('message')?.({ data: JSON.stringify(event) } as MessageEvent);
    sources[0].listeners.get('message')?.({ data: 'not json' } as MessageEvent);
    expect(seen).toEqual([event]);
    off();
    client.close();
  });

  test('errors close the stream and retry with growing delays, capped at 15 s', () => {
    const { client, sources, timers } = setup();
    client.start();
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      sources.at(-1)?.onerror?.(new Event('error'));
      expect(sources.at(-1)?.closed).toBe(true);
      const timer = timers.at(-1)!;
      delays.push(timer.ms);
      timer.fn();
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
    expect($liveStatus.get()).toBe('connecting');
    // A successful open resets the backoff.
    sources.at(-1)?.onopen?.(new Event('open'));
    sources.at(-1)?.onerror?.(new Event('error'));
    expect(timers.at(-1)?.ms).toBe(1000);
    client.close();
    expect(timers.at(-1)?.cleared).toBe(true);
    expect($liveStatus.get()).toBe('off');
  });

  test('a restart (language change) reconnects at once; nothing happens when not started', () => {
    const { client, sources } = setup();
    client.restart();
    expect(sources).toHaveLength(0);
    client.start();
    $language.set('en');
    client.restart();
    expect(sources).toHaveLength(2);
    expect(sources[0].closed).toBe(true);
    expect(sources[1].url).toBe('/sse/connect?targetLang=en');
    client.close();
    expect(sources[1].closed).toBe(true);
  });
});

describe('dynatags events (SPEC §4)', () => {
  test('refetch and tree-changed reload the list of the company shown, nothing else does', () => {
    const event = (actions: string[], companyId?: string, service: LiveEvent['service'] = 'dynatags') =>
      ({ service, actions, ids: companyId ? { companyId } : undefined }) as LiveEvent;
    expect(isDynatagsChange(event(['refetch'], 'acme'), 'acme')).toBe(true);
    expect(isDynatagsChange(event(['tree-changed'], 'acme'), 'acme')).toBe(true);
    expect(isDynatagsChange(event(['refetch']), 'acme')).toBe(true);
    expect(isDynatagsChange(event(['refetch'], 'other'), 'acme')).toBe(false);
    expect(isDynatagsChange(event(['edit-conflict'], 'acme'), 'acme')).toBe(false);
    expect(isDynatagsChange(event(['refetch'], 'acme', 'companies'), 'acme')).toBe(false);
  });
});
