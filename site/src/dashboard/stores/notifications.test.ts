import { beforeEach, describe, expect, test } from 'bun:test';
import {
  $notices,
  clearNotices,
  dismiss,
  FLASH_KEY,
  flash,
  MAX_NOTICES,
  notify,
  showFlash,
} from './notifications';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
};

describe('notifications', () => {
  beforeEach(clearNotices);

  test('a notice lasts 5 s top-end by default; a persistent one is centred', () => {
    notify('hello');
    notify('stay', { timeout: 0, color: 'error' });
    const [a, b] = $notices.get();
    expect(a).toMatchObject({ message: 'hello', color: 'info', timeout: 5000, position: 'top-end' });
    expect(b).toMatchObject({ message: 'stay', color: 'error', timeout: 0, position: 'center' });
  });

  test('the same text is shown once; at most a few at a time; dismiss removes one', () => {
    notify('same');
    notify('same');
    expect($notices.get()).toHaveLength(1);
    for (let i = 0; i < 10; i++) notify(`n${i}`);
    expect($notices.get()).toHaveLength(MAX_NOTICES);
    expect($notices.get().at(-1)?.message).toBe('n9');
    dismiss($notices.get()[0].id);
    expect($notices.get()).toHaveLength(MAX_NOTICES - 1);
  });

  test('a flash notice survives to the next page and shows once', () => {
    const storage = memory();
    flash('Please login to access this page', { color: 'error' }, storage);
    expect(storage.data.has(FLASH_KEY)).toBe(true);
    showFlash(storage);
    showFlash(storage);
    expect($notices.get()).toHaveLength(1);
    expect($notices.get()[0]).toMatchObject({ message: 'Please login to access this page', color: 'error' });
  });
});
