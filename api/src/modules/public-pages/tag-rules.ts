// The decision of issue 34, made on the server before a tag's page is answered: the first rule whose conditions
// all hold gives its variant or redirect; else the running split test gives this visitor an arm; else the tag's
// own content. A pure function of the tag's routing and the visit's facts (tag-rule-facts.ts), each fact read
// only when a rule asks for it, so a cached page pays only for what its rules look at.
import { createHmac } from 'node:crypto';
import type { Lang } from '@shared/constants';
import type { RuleCondition, SplitArm, TagRule, TagVariant } from '@shared/schemas/tag-rules';
import { OWN_CONTENT } from '@shared/schemas/tag-rules';
import { wallClock } from '@shared/venue/zone';

/** What of a tag the decision reads: its rules and their zone, its variants' keys, the running split test. */
export type TagRouting = {
  variants: readonly Pick<TagVariant, 'key'>[];
  rules: readonly TagRule[];
  rulesTimeZone: string;
  split: RunningSplit | null;
};
export type RunningSplit = { id: number; name: string; arms: readonly SplitArm[] };

export type Device = 'mobile' | 'tablet' | 'desktop';
export type VisitSource = 'qr' | 'nfc' | 'tap' | 'link';
export type Place = { country: string; city: string | null };
export type Position = { lat: number; lng: number };

/** The visit as the rules see it; each read only when a condition needs it (a getter may cost a lookup). */
export type VisitFacts = {
  lang(): Lang;
  device(): Device | null;
  system(): string;
  now(): number;
  place(): Place | null;
  position(): Position | null;
  source(): VisitSource;
  query(name: string): string | null;
  /** What keeps a visitor's arm without a cookie: their address and browser (never stored). */
  visitor(): string;
};

export type Decision = {
  /** The rule that held, or null. */
  rule: TagRule | null;
  /** A rule's redirect: the page answers 302 there. */
  redirect: string | null;
  /** The version shown: a variant's key or OWN_CONTENT ('') (null with a redirect). */
  variant: string | null;
  /** The split test that chose `variant`, when it was one. */
  split: RunningSplit | null;
};

/** A tag without rules or split: everyone gets the own content, nothing to read. */
export const hasRouting = (routing: TagRouting) => routing.rules.length > 0 || routing.split !== null;

// The wall clock in a zone changes once a minute (and so do DST jumps): one Intl call per zone and minute.
const clocks = new Map<string, { minute: number; date: string; minutes: number; weekday: number }>();
function clockIn(zone: string, now: number) {
  const minute = Math.floor(now / 60_000);
  const known = clocks.get(zone);
  if (known?.minute === minute) return known;
  const wall = wallClock(now, zone);
  const weekday = ((new Date(`${wall.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const fresh = { minute, date: wall.date, minutes: wall.minutes, weekday };
  if (clocks.size >= 500) clocks.clear();
  clocks.set(zone, fresh);
  return fresh;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A time window on chosen days (1 Monday … 7 Sunday); `to` at or before `from` runs past midnight. */
export function inWindow(
  days: readonly number[],
  from: string,
  to: string,
  weekday: number,
  minutes: number,
) {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (end > start) return days.includes(weekday) && minutes >= start && minutes < end;
  const yesterday = weekday === 1 ? 7 : weekday - 1;
  return (days.includes(weekday) && minutes >= start) || (days.includes(yesterday) && minutes < end);
}

const EARTH_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;
function metres(a: Position, b: Position) {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

function holds(condition: RuleCondition, facts: VisitFacts, zone: string): boolean {
  switch (condition.if) {
    case 'language':
      return (condition.langs as readonly string[]).includes(facts.lang());
    case 'device': {
      if (condition.devices) {
        const device = facts.device();
        if (!device || !condition.devices.includes(device)) return false;
      }
      return !condition.systems || (condition.systems as readonly string[]).includes(facts.system());
    }
    case 'time': {
      const clock = clockIn(zone, facts.now());
      return inWindow(condition.days, condition.from, condition.to, clock.weekday, clock.minutes);
    }
    case 'dates': {
      const { date } = clockIn(zone, facts.now());
      return date >= condition.from && date <= condition.to;
    }
    case 'place': {
      const place = facts.place();
      if (!place) return false;
      if (condition.countries?.includes(place.country)) return true;
      const city = place.city?.toLowerCase();
      return !!city && !!condition.cities?.some((c) => c.toLowerCase() === city);
    }
    case 'near': {
      const position = facts.position();
      return !!position && metres(condition, position) <= condition.distance;
    }
    case 'source':
      return condition.sources.includes(facts.source());
    case 'query': {
      const value = facts.query(condition.name);
      return value !== null && (condition.value === undefined || value === condition.value);
    }
  }
}

/** A number 0–99 for this visitor in this split test: the same on every visit while address and browser stay. */
export function bucketOf(secret: string, splitId: number, visitor: string): number {
  const digest = createHmac('sha256', secret).update(`split:${splitId}\n${visitor}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** The arm a bucket falls in, by the arms' cumulative shares (the last takes any rest). */
export function armOfBucket(arms: readonly SplitArm[], bucket: number): string {
  let upTo = 0;
  for (const arm of arms) {
    upTo += arm.share;
    if (bucket < upTo) return arm.variant;
  }
  return arms.at(-1)?.variant ?? OWN_CONTENT;
}

/** Whether a rule needs the position the visitor may share (a `near` condition). */
export const asksPosition = (routing: TagRouting) =>
  routing.rules.some((r) => r.when.some((c) => c.if === 'near'));

/**
 * The decision for one visit. `secret` keys the split's hash (the server's secret): nobody can work out which
 * visitors share an arm. A variant no longer among the tag's (a split's arm whose variant went) is the own content.
 */
export function decide(routing: TagRouting, facts: VisitFacts, secret: string): Decision {
  for (const rule of routing.rules) {
    if (!rule.when.every((c) => holds(c, facts, routing.rulesTimeZone))) continue;
    if ('redirect' in rule.outcome)
      return { rule, redirect: rule.outcome.redirect, variant: null, split: null };
    return { rule, redirect: null, variant: known(routing, rule.outcome.variant), split: null };
  }
  const { split } = routing;
  if (split && split.arms.length) {
    const arm = armOfBucket(split.arms, bucketOf(secret, split.id, facts.visitor()));
    return { rule: null, redirect: null, variant: known(routing, arm), split };
  }
  return { rule: null, redirect: null, variant: OWN_CONTENT, split: null };
}

const known = (routing: TagRouting, variant: string) =>
  variant === OWN_CONTENT || routing.variants.some((v) => v.key === variant) ? variant : OWN_CONTENT;
