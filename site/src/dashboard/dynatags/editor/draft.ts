// The editor's draft of a dynatag and what a save sends (pure, so the rules are tested without a browser).
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { DynatagInput } from '@shared/schemas/dynatags';
import type { DynatagDetail, Geolock } from '@shared/types/dynatags';
import { type Routing, routingOf } from './routing/routing-draft';

export type TimerMode = 'permanent' | 'lock' | 'unlock';

/** What the General tab edits. The passcode timer as the form shows it: permanent, or lock/unlock for hours. */
export type Draft = {
  name: string;
  label: string;
  redirectUrl: string;
  showCompanyLogo: boolean;
  availableOffline: boolean;
  passcode: string;
  timerMode: TimerMode;
  timerHours: number;
  geolock: Geolock | null;
  modules: DynatagModule[];
} & Routing;

/** A save's fields: the tag's, and its routing (variants, rules, their time zone; issue 34). */
export type SaveInput = DynatagInput & Partial<Routing>;

export const DEFAULT_TIMER_HOURS = 24;

export function draftOf(detail: DynatagDetail | null): Draft {
  return {
    name: detail?.name ?? '',
    label: detail?.label ?? '',
    redirectUrl: detail?.redirectUrl ?? '',
    showCompanyLogo: detail?.showCompanyLogo ?? false,
    availableOffline: detail?.availableOffline ?? false,
    passcode: detail?.passcode ?? '',
    timerMode: detail?.passcodeTimer?.mode ?? 'permanent',
    timerHours: detail?.passcodeTimer?.hours ?? DEFAULT_TIMER_HOURS,
    geolock: detail?.geolock ?? null,
    modules: detail?.modules ?? [],
    ...routingOf(detail as (DynatagDetail & Partial<Routing>) | null),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A passcode or a location lock rules out keeping the tag offline (the API refuses the two together). */
export const offlineBlocked = (draft: Pick<Draft, 'passcode' | 'geolock'>) =>
  draft.passcode !== '' || draft.geolock !== null;
/** What the switch means once the locks are counted: adding a lock turns it off in the same save. */
export const offlineOf = (draft: Draft) => draft.availableOffline && !offlineBlocked(draft);

/**
 * The fields of a save: on a create everything, on an update only what differs from the loaded version.
 * The timer is sent only when its mode or hours changed, since sending it starts it again from this save.
 */
export function changesOf(base: Draft, draft: Draft, isNew: boolean): SaveInput {
  const out: SaveInput = {};
  const changed = (key: keyof Draft) => isNew || !same(base[key], draft[key]);
  if (changed('name')) out.name = draft.name.trim();
  if (changed('label')) out.label = draft.label;
  if (changed('redirectUrl')) out.redirectUrl = draft.redirectUrl.trim();
  if (changed('showCompanyLogo')) out.showCompanyLogo = draft.showCompanyLogo;
  if (isNew || offlineOf(base) !== offlineOf(draft)) out.availableOffline = offlineOf(draft);
  if (changed('passcode')) out.passcode = draft.passcode;
  const timerChanged =
    base.timerMode !== draft.timerMode ||
    (draft.timerMode !== 'permanent' && base.timerHours !== draft.timerHours);
  if (isNew ? draft.timerMode !== 'permanent' : timerChanged) {
    out.passcodeTimer =
      draft.timerMode === 'permanent' ? null : { mode: draft.timerMode, hours: draft.timerHours };
  }
  if (changed('geolock')) out.geolock = draft.geolock;
  if (changed('modules')) out.modules = draft.modules;
  // A new tag sends its routing only when it has some (a tag without rules is the default).
  const routed = (key: keyof Routing) => (isNew ? !same(draftOf(null)[key], draft[key]) : changed(key));
  if (routed('variants')) out.variants = draft.variants;
  if (routed('rules')) out.rules = draft.rules;
  if (routed('rulesTimeZone')) out.rulesTimeZone = draft.rulesTimeZone;
  return out;
}

export const isDirty = (base: Draft, draft: Draft) => Object.keys(changesOf(base, draft, false)).length > 0;

/**
 * After a reload (edit conflict), the user's own edits laid over the newest version: every field the user
 * changed from the version they started from takes the user's value; the rest is the newest version's.
 */
export function reapply(oldBase: Draft, mine: Draft, newest: Draft): Draft {
  const next = { ...newest };
  for (const key of Object.keys(mine) as (keyof Draft)[]) {
    if (!same(oldBase[key], mine[key])) (next as Record<string, unknown>)[key] = mine[key];
  }
  return next;
}

/** Milliseconds until a running timer ends, or null when none runs. */
export const timerRemaining = (detail: DynatagDetail | null, now: number) => {
  const endsAt = detail?.passcodeTimer?.endsAt;
  return endsAt && endsAt > now ? endsAt - now : null;
};

/** The remaining time of a timer in the units that matter: days and hours, or hours and minutes, or minutes. */
export function remainingText(
  ms: number,
  unit: (name: 'days' | 'hours' | 'minutes', count: number) => string,
) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days) return hours ? `${unit('days', days)} ${unit('hours', hours)}` : unit('days', days);
  return hours ? `${unit('hours', hours)} ${unit('minutes', minutes % 60)}` : unit('minutes', minutes);
}

/**
 * After an import (a new version on the server with the other tag's modules appended), the user's unsaved
 * edits stay: fields they changed keep their value, and the imported modules are appended to their list.
 */
export function mergeImport(base: Draft, mine: Draft, imported: Draft): Draft {
  const known = new Set(base.modules.map((m) => m.id));
  const added = imported.modules.filter((m) => !known.has(m.id));
  const next = reapply(base, mine, imported);
  return same(base.modules, mine.modules) ? next : { ...next, modules: [...mine.modules, ...added] };
}
