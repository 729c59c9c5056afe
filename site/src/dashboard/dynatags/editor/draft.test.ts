import { describe, expect, test } from 'bun:test';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { DynatagDetail } from '@shared/types/dynatags';
import { changesOf, draftOf, isDirty, mergeImport, reapply, remainingText, timerRemaining } from './draft';
import { remapRefs } from './pending';

const links = (id: string): DynatagModule => ({
  id,
  type: 'links',
  links: [{ text: 'Site', url: 'https://example.com', color: '#262626' }],
});

const detail = (over: Partial<DynatagDetail> = {}) =>
  ({
    id: 't1',
    name: 'Stand',
    label: 'Welcome',
    redirectUrl: '',
    showCompanyLogo: false,
    passcode: '',
    passcodeTimer: null,
    geolock: null,
    modules: [links('a')],
    version: 4,
    ...over,
  }) as DynatagDetail;

describe('what a save sends', () => {
  test('an update sends only the changed fields; an unchanged draft is not dirty', () => {
    const base = draftOf(detail());
    expect(isDirty(base, base)).toBe(false);
    expect(changesOf(base, { ...base, label: 'Hello', name: ' Stand 2 ' }, false)).toEqual({
      label: 'Hello',
      name: 'Stand 2',
    });
  });

  test('a create sends every field, and a timer only when one is chosen', () => {
    const draft = { ...draftOf(null), name: 'New' };
    const sent = changesOf(draftOf(null), draft, true);
    expect(sent).toMatchObject({ name: 'New', label: '', passcode: '', geolock: null, modules: [] });
    expect('passcodeTimer' in sent).toBe(false);
    expect(
      changesOf(draftOf(null), { ...draft, timerMode: 'lock', timerHours: 5 }, true).passcodeTimer,
    ).toEqual({
      mode: 'lock',
      hours: 5,
    });
  });

  test('a running timer is sent again only when its mode or hours change (sending restarts it)', () => {
    const base = draftOf(
      detail({ passcode: '1234', passcodeTimer: { mode: 'unlock', hours: 24, endsAt: 1 } }),
    );
    expect(base).toMatchObject({ timerMode: 'unlock', timerHours: 24 });
    expect('passcodeTimer' in changesOf(base, { ...base, passcode: '9999' }, false)).toBe(false);
    expect(changesOf(base, { ...base, timerHours: 48 }, false).passcodeTimer).toEqual({
      mode: 'unlock',
      hours: 48,
    });
    expect(changesOf(base, { ...base, timerMode: 'permanent' }, false).passcodeTimer).toBeNull();
  });
});

describe('after an edit conflict', () => {
  test("the user's changed fields are laid over the newest version; the rest is the newest", () => {
    const oldBase = draftOf(detail());
    const mine = { ...oldBase, redirectUrl: 'https://example.org' };
    const newest = draftOf(detail({ label: 'Changed elsewhere', version: 5 }));
    expect(reapply(oldBase, mine, newest)).toEqual({ ...newest, redirectUrl: 'https://example.org' });
  });

  test('an import appends the imported modules to the unsaved list and keeps other edits', () => {
    const base = draftOf(detail());
    const mine = { ...base, label: 'Mine', modules: [links('a'), links('b')] };
    const imported = draftOf(detail({ modules: [links('a'), links('x'), links('y')], version: 5 }));
    const merged = mergeImport(base, mine, imported);
    expect(merged.label).toBe('Mine');
    expect(merged.modules.map((m) => m.id)).toEqual(['a', 'b', 'x', 'y']);
    expect(mergeImport(base, base, imported).modules.map((m) => m.id)).toEqual(['a', 'x', 'y']);
  });
});

test('file references follow a dropped upload or a deleted file', () => {
  const modules: DynatagModule[] = [
    { id: 'f', type: 'files', files: ['upload:0', 'upload:1', 'keep1'] },
    { id: 'p', type: 'pdf', file: 'upload:1' },
  ];
  const map = new Map([
    ['upload:0', ''],
    ['upload:1', 'upload:0'],
  ]);
  expect(remapRefs(modules, map)).toEqual([
    { id: 'f', type: 'files', files: ['upload:0', 'keep1'] },
    { id: 'p', type: 'pdf', file: 'upload:0' },
  ]);
  expect(remapRefs(modules, new Map([['keep1', '']]))[0]).toEqual({
    id: 'f',
    type: 'files',
    files: ['upload:0', 'upload:1'],
  });
});

test("a running timer's remaining time, in the units that matter", () => {
  const withTimer = detail({ passcodeTimer: { mode: 'lock', hours: 30, endsAt: 1_000_000 } });
  expect(timerRemaining(withTimer, 1_000_000)).toBeNull();
  expect(timerRemaining(withTimer, 1_000_000 - 90_000)).toBe(90_000);
  const unit = (name: string, count: number) => `${count} ${name[0]}`;
  expect(remainingText((26 * 60 + 5) * 60_000, unit)).toBe('1 d 2 h');
  expect(remainingText(48 * 3_600_000, unit)).toBe('2 d');
  expect(remainingText((3 * 60 + 5) * 60_000, unit)).toBe('3 h 5 m');
  expect(remainingText(3 * 3_600_000, unit)).toBe('3 h 0 m');
  expect(remainingText(10_000, unit)).toBe('1 m');
});

describe('available offline', () => {
  test('is sent on a create, and on an update only when it changes', () => {
    expect(changesOf(draftOf(null), { ...draftOf(null), name: 'New' }, true).availableOffline).toBe(false);
    const base = draftOf(detail());
    expect(changesOf(base, { ...base, availableOffline: true }, false)).toEqual({ availableOffline: true });
  });

  test('a passcode or a location lock added to a marked tag turns it off in the same save', () => {
    const base = draftOf(detail({ availableOffline: true }));
    expect(changesOf(base, { ...base, passcode: '1234' }, false)).toEqual({
      passcode: '1234',
      availableOffline: false,
    });
    const geolock = { lat: 59, lng: 18, distance: 100 };
    expect(changesOf(base, { ...base, geolock }, false)).toEqual({ geolock, availableOffline: false });
    // The switch cannot be turned on beside a lock.
    const locked = draftOf(detail({ passcode: '1234' }));
    expect('availableOffline' in changesOf(locked, { ...locked, availableOffline: true }, false)).toBe(false);
  });
});
