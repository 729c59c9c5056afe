// When a dynatag's page stops being true without any edit: an opening-hours line moves on, a coupon passes
// its last day. The server ends the cached page's life then (api/src/modules/public-pages), and leaves an
// ended coupon's code out of every answer.
import type { DynatagModule, ModuleOf } from '../schemas/dynatag-modules';
import { hoursStatus } from './hours';
import { addDays, instantOf } from './zone';

/** The instant a coupon ends (the midnight after its last day, in its zone), or null: it does not end. */
export const couponEndsAt = (coupon: Pick<ModuleOf<'coupon'>, 'lastDay' | 'timeZone'>) =>
  coupon.lastDay ? instantOf(addDays(coupon.lastDay, 1), 0, coupon.timeZone) : null;

export const couponEnded = (coupon: Pick<ModuleOf<'coupon'>, 'lastDay' | 'timeZone'>, now: number) => {
  const end = couponEndsAt(coupon);
  return end !== null && now >= end;
};

/** The modules as a visitor may have them at `now`: an ended coupon without its code. */
export const visibleModules = (modules: readonly DynatagModule[], now: number): DynatagModule[] =>
  modules.map((m) => (m.type === 'coupon' && couponEnded(m, now) ? { ...m, code: '' } : m));

/** The first instant after `now` at which the page of these modules reads differently, or null: never by itself. */
export function modulesChangeAt(modules: readonly DynatagModule[], now: number): number | null {
  let first: number | null = null;
  const take = (at: number | null) => {
    if (at !== null && at > now && (first === null || at < first)) first = at;
  };
  for (const m of modules) {
    if (m.type === 'hours') take(hoursStatus(m, now).changesAt);
    if (m.type === 'coupon') take(couponEndsAt(m));
  }
  return first;
}
