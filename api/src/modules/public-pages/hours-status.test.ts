// The opening-hours status with the clock set by hand: across midnight, over the daylight-saving changes of
// Europe/Stockholm, on holidays, and when the page's line next changes (the cached page's end of life).
import { describe, expect, test } from 'bun:test';
import { couponEnded, modulesChangeAt, visibleModules } from '@shared/venue/changes';
import { hoursStatus } from '@shared/venue/hours';
import { instantOf } from '@shared/venue/zone';
import { ManualClock } from '../../platform/clock';

const zone = 'Europe/Stockholm';
const span = (open: string, close: string) => ({ open, close });
const weekdays = [span('10:00', '18:00')];
// Monday to Friday 10–18, Friday also 20–02 (a bar), Saturday 12–16, Sunday closed.
const hours = {
  timeZone: zone,
  week: [
    weekdays,
    weekdays,
    weekdays,
    weekdays,
    [span('10:00', '18:00'), span('20:00', '02:00')],
    [span('12:00', '16:00')],
    [],
  ],
  exceptions: [
    { date: '2026-12-24', spans: [], note: 'Christmas Eve' },
    { date: '2026-12-31', spans: [span('10:00', '14:00')] },
  ],
};
/** An instant by Stockholm's wall clock. */
const at = (date: string, time: string) =>
  instantOf(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), zone);

describe('opening hours status', () => {
  test('open, closing in minutes, closed and opening later, with the instant the line changes', () => {
    const clock = new ManualClock(at('2026-12-07', '12:00')); // a Monday
    const open = hoursStatus(hours, clock.now());
    expect([open.state, open.closesAt, open.changesAt]).toEqual([
      'open',
      at('2026-12-07', '18:00'),
      at('2026-12-07', '17:00'),
    ]);
    clock.set(at('2026-12-07', '17:40'));
    const closing = hoursStatus(hours, clock.now());
    expect([closing.state, closing.minutes, closing.changesAt]).toEqual([
      'closing',
      20,
      at('2026-12-07', '17:41'),
    ]);
    clock.set(at('2026-12-07', '17:40') + 30_000);
    expect(hoursStatus(hours, clock.now()).minutes).toBe(20);
    clock.set(at('2026-12-07', '18:00'));
    const closed = hoursStatus(hours, clock.now());
    expect([closed.state, closed.opensAt, closed.changesAt]).toEqual([
      'closed',
      at('2026-12-08', '10:00'),
      at('2026-12-08', '00:00'),
    ]);
    clock.set(at('2026-12-08', '07:00'));
    expect(hoursStatus(hours, clock.now()).changesAt).toBe(at('2026-12-08', '10:00'));
  });

  test('an opening past midnight is open after midnight, and counts down to 02:00', () => {
    const clock = new ManualClock(at('2026-12-11', '23:30')); // Friday night
    expect(hoursStatus(hours, clock.now()).state).toBe('open');
    clock.set(at('2026-12-12', '01:45'));
    const late = hoursStatus(hours, clock.now());
    expect([late.state, late.minutes, late.weekday]).toEqual(['closing', 15, 5]);
    clock.set(at('2026-12-12', '02:00'));
    expect(hoursStatus(hours, clock.now())).toMatchObject({
      state: 'closed',
      opensAt: at('2026-12-12', '12:00'),
    });
  });

  test('holidays override the week: closed on Christmas Eve, short hours on New Year’s Eve', () => {
    const clock = new ManualClock(at('2026-12-24', '12:00')); // a Thursday
    expect(hoursStatus(hours, clock.now())).toMatchObject({
      state: 'closed',
      opensAt: at('2026-12-25', '10:00'),
    });
    clock.set(at('2026-12-31', '13:30'));
    expect(hoursStatus(hours, clock.now())).toMatchObject({ state: 'closing', minutes: 30 });
  });

  test('over the daylight-saving changes the hours stay on the wall clock', () => {
    // 2027-03-28: clocks go 02:00 → 03:00 in Stockholm (a Sunday); Monday opens 10:00 CEST = 08:00 UTC.
    const spring = hoursStatus(hours, Date.UTC(2027, 2, 28, 12));
    expect(spring).toMatchObject({ state: 'closed', opensAt: Date.UTC(2027, 2, 29, 8) });
    // 2026-10-25: clocks go 03:00 → 02:00; Monday 26th opens 10:00 CET = 09:00 UTC; Sunday's midnight is 23:00 UTC.
    const autumn = hoursStatus(hours, Date.UTC(2026, 9, 25, 12));
    expect(autumn).toMatchObject({
      state: 'closed',
      opensAt: Date.UTC(2026, 9, 26, 9),
      changesAt: Date.UTC(2026, 9, 25, 23),
    });
    // A bar open Saturday 20–02 the night the clocks go back: 02:00 happens twice (00:00 and 01:00 UTC); it
    // closes at the second, so at 02:30 summer time (00:30 UTC) it has 30 minutes left.
    const night = { ...hours, week: [[], [], [], [], [], [span('20:00', '02:00')], []], exceptions: [] };
    expect(hoursStatus(night, Date.UTC(2026, 9, 25, 0, 30))).toMatchObject({
      state: 'closing',
      minutes: 30,
      closesAt: Date.UTC(2026, 9, 25, 1),
    });
  });

  test('in another zone, the same instant is another day', () => {
    const helsinki = { ...hours, timeZone: 'Europe/Helsinki' };
    // Monday 17:30 in Stockholm is 18:30 in Helsinki: closed there.
    const now = at('2026-12-07', '17:30');
    expect(hoursStatus(hours, now).state).toBe('closing');
    expect(hoursStatus(helsinki, now).state).toBe('closed');
  });

  test('the page changes at the first of the hours’ and coupons’ changes; an ended coupon loses its code', () => {
    const clock = new ManualClock(at('2026-12-07', '12:00'));
    const coupon = {
      id: 'c',
      type: 'coupon' as const,
      code: 'XMAS',
      description: '10 %',
      lastDay: '2026-12-07',
      timeZone: zone,
    };
    const modules = [{ id: 'h', type: 'hours' as const, ...hours }, coupon];
    expect(modulesChangeAt(modules, clock.now())).toBe(at('2026-12-07', '17:00'));
    clock.set(at('2026-12-07', '23:59'));
    expect(couponEnded(coupon, clock.now())).toBe(false);
    expect(modulesChangeAt(modules, clock.now())).toBe(at('2026-12-08', '00:00'));
    clock.set(at('2026-12-08', '00:00'));
    expect(couponEnded(coupon, clock.now())).toBe(true);
    expect(visibleModules(modules, clock.now())[1]).toMatchObject({ code: '' });
    expect(modulesChangeAt([coupon], clock.now())).toBeNull();
  });
});
