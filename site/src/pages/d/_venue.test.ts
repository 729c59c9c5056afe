// The opening hours' status line as /d writes it (issue 32): a place open around the clock says so in sv, en
// and fi (it said "Open now, until 00:00"), a closing more than a day away names its day, a day that runs past
// midnight closes at its own hour, and the week's table says "Open 24 hours" for a whole day.
import { describe, expect, test } from 'bun:test';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import type { ModuleOf } from '@shared/schemas/dynatag-modules';
import { hoursStatus } from '@shared/venue/hours';
import { instantOf } from '@shared/venue/zone';
import { hoursLine, spansText } from './_venue';

const zone = 'Europe/Stockholm';
const span = (open: string, close: string) => ({ open, close });
const at = (date: string, time: string) =>
  instantOf(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), zone);
const hours = (week: { open: string; close: string }[][]): ModuleOf<'hours'> => ({
  id: 'h',
  type: 'hours',
  timeZone: zone,
  week,
  exceptions: [],
});
const line = (module: ModuleOf<'hours'>, now: number, lang: Lang = 'en') =>
  hoursLine(module, now, lang, (key, params) =>
    translate(lang, 'dynatag', key as Parameters<typeof translate<'dynatag'>>[2], params),
  ).text;

describe('opening hours around the clock and past midnight', () => {
  const always = hours(Array.from({ length: 7 }, () => [span('00:00', '24:00')]));
  const monday = at('2026-12-07', '23:30');

  test('every day 00:00–24:00 is open around the clock, in sv, en and fi, its line true until midnight', () => {
    expect(line(always, monday)).toBe('Open around the clock');
    expect(line(always, monday, 'sv')).toBe('Öppet dygnet runt');
    expect(line(always, monday, 'fi')).toBe('Avoinna ympäri vuorokauden');
    expect(hoursStatus(always, monday)).toMatchObject({
      state: 'open',
      aroundTheClock: true,
      closesAt: null,
      changesAt: at('2026-12-08', '00:00'),
    });
    // 00:00–00:00 is the whole day too, and so are spans that join across midnight.
    const written = hours(Array.from({ length: 7 }, () => [span('00:00', '00:00')]));
    expect(line(written, monday)).toBe('Open around the clock');
    const joined = hours(Array.from({ length: 7 }, () => [span('12:00', '24:00'), span('00:00', '12:00')]));
    expect(line(joined, monday)).toBe('Open around the clock');
    expect(spansText([span('00:00', '24:00')], (k) => translate('sv', 'dynatag', k as 'allDay'))).toBe(
      'Dygnet runt',
    );
  });

  test('open day and night but closed on Sunday: the closing is named with its day until it is a day away', () => {
    const weekdays = Array.from({ length: 6 }, () => [span('00:00', '24:00')]);
    const shop = hours([...weekdays, []]);
    // Wednesday noon: it closes when Saturday ends.
    expect(line(shop, at('2026-12-09', '12:00'))).toBe('Open now, until Saturday 24:00');
    expect(line(shop, at('2026-12-09', '12:00'), 'sv')).toBe('Öppet nu, till lördag 24:00');
    expect(line(shop, at('2026-12-09', '12:00'), 'fi')).toBe('Avoinna nyt, lauantai 24.00 asti');
    // Within a day of closing the day goes (the cached line ends then), and the last hour counts down.
    expect(hoursStatus(shop, at('2026-12-11', '12:00')).changesAt).toBe(at('2026-12-12', '00:00'));
    expect(line(shop, at('2026-12-12', '01:00'))).toBe('Open now, until 24:00');
    expect(line(shop, at('2026-12-12', '23:30'))).toBe('Closes in 30 min');
    expect(line(shop, at('2026-12-13', '12:00'))).toBe('Opens tomorrow at 00:00');
  });

  test('a day that runs past midnight closes at its own hour, after midnight', () => {
    // Friday 18:00–03:00, nothing else.
    const bar = hours([[], [], [], [], [span('18:00', '03:00')], [], []]);
    expect(line(bar, at('2026-12-11', '20:00'))).toBe('Open now, until 03:00');
    expect(line(bar, at('2026-12-12', '01:00'))).toBe('Open now, until 03:00');
    expect(line(bar, at('2026-12-12', '02:40'))).toBe('Closes in 20 min');
    expect(line(bar, at('2026-12-12', '03:00'))).toBe('Opens Friday at 18:00');
    // Friday to 24:00 and Saturday from 00:00 are one opening: it closes on Saturday.
    const late = hours([[], [], [], [], [span('18:00', '24:00')], [span('00:00', '02:00')], []]);
    expect(line(late, at('2026-12-11', '23:00'))).toBe('Open now, until 02:00');
  });
});
