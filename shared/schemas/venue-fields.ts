// The fields of the four place-and-offer modules of a dynatag (issue 32): opening hours, a menu or price list,
// an event and a coupon. dynatag-modules.ts frames them (id, type, title) and joins them to the union; the
// rules a schema cannot state (a real IANA time zone, an end after its start) are `venueProblems`, shared by
// the API's check and the editor's.
import { t } from './type-builder';

/** The zone a new module starts in; the company's customers are mostly in Sweden. */
export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';
export const CURRENCIES = ['SEK', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const VENUE_LIMITS = {
  spansPerDay: 4,
  exceptions: 60,
  sections: 20,
  itemsPerSection: 60,
  /** 10 000 000,00 in öre or cents. */
  price: 1_000_000_000,
  eventText: 2000,
  couponCode: 64,
  couponText: 500,
} as const;

const Text = (max: number, description: string) =>
  t.String({ maxLength: max, error: 'invalidText', description: `${description}, up to ${max} characters` });
const Named = (description: string) =>
  t.String({
    minLength: 1,
    maxLength: 200,
    pattern: '\\S',
    error: 'invalidItemName',
    description: `${description}, 1 to 200 characters`,
  });

export const TimeZone = t.String({
  minLength: 1,
  maxLength: 64,
  error: 'invalidTimeZone',
  description: `An IANA time zone (${DEFAULT_TIME_ZONE}, Europe/Helsinki…) the times are in`,
});
export const Day = t.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  error: 'invalidDate',
  description: 'A date, YYYY-MM-DD',
});
export const Clock = (description: string, closing = false) =>
  t.String({
    pattern: closing ? '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$' : '^([01]\\d|2[0-3]):[0-5]\\d$',
    error: 'invalidTime',
    description,
  });
const LocalDateTime = (description: string) =>
  t.String({
    pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d$',
    error: 'invalidDateTime',
    description: `${description}, YYYY-MM-DDTHH:MM in the module's time zone`,
  });

const Span = t.Object(
  {
    open: Clock('Opens, HH:MM'),
    close: Clock('Closes, HH:MM; 24:00 at midnight, earlier than `open` when it runs past midnight', true),
  },
  { additionalProperties: false, error: 'invalidTime', description: 'One opening of a day' },
);
const Spans = t.Array(Span, {
  maxItems: VENUE_LIMITS.spansPerDay,
  error: 'hoursLimit',
  description: `The openings of the day in order, at most ${VENUE_LIMITS.spansPerDay}; none: closed`,
});
const Exception = t.Object(
  { date: Day, spans: Spans, note: t.Optional(Text(200, 'Why (a holiday…)')) },
  { additionalProperties: false, error: 'invalidDate', description: 'Other hours on one date' },
);

const Point = t.Object(
  {
    lat: t.Number({ minimum: -90, maximum: 90, error: 'invalidPosition', description: 'Latitude, WGS 84' }),
    lng: t.Number({
      minimum: -180,
      maximum: 180,
      error: 'invalidPosition',
      description: 'Longitude, WGS 84',
    }),
  },
  { additionalProperties: false, error: 'invalidPosition', description: 'A point on the map' },
);

const Item = t.Object(
  {
    name: Named('The dish or service'),
    description: t.Optional(Text(500, 'What it is')),
    price: t.Optional(
      t.Integer({
        minimum: 0,
        maximum: VENUE_LIMITS.price,
        error: 'invalidPrice',
        description: 'The price in öre or cents (an integer); none: no price shown',
      }),
    ),
    notes: t.Optional(Text(200, 'Allergens or notes (gluten, vegan…)')),
  },
  { additionalProperties: false, error: 'invalidItemName', description: 'An item of the menu' },
);
const Section = t.Object(
  {
    name: Named('The section (starters, mains…)'),
    items: t.Array(Item, {
      maxItems: VENUE_LIMITS.itemsPerSection,
      error: 'itemLimit',
      description: `The items in order, at most ${VENUE_LIMITS.itemsPerSection}`,
    }),
  },
  { additionalProperties: false, error: 'invalidItemName', description: 'A section of the menu' },
);

export const venueFields = {
  hours: {
    timeZone: TimeZone,
    week: t.Array(Spans, {
      minItems: 7,
      maxItems: 7,
      error: 'invalidHours',
      description: 'Monday to Sunday, each day its openings',
    }),
    exceptions: t.Array(Exception, {
      maxItems: VENUE_LIMITS.exceptions,
      error: 'hoursLimit',
      description: `Holidays and other exceptions by date, at most ${VENUE_LIMITS.exceptions}`,
    }),
  },
  menu: {
    currency: t.UnionEnum(CURRENCIES, { error: 'invalidCurrency', description: 'The prices’ currency' }),
    sections: t.Array(Section, {
      minItems: 1,
      maxItems: VENUE_LIMITS.sections,
      error: 'sectionLimit',
      description: `The sections in order, 1 to ${VENUE_LIMITS.sections}`,
    }),
  },
  event: {
    name: Named('What the event is called'),
    start: LocalDateTime('When it starts'),
    end: LocalDateTime('When it ends, after the start'),
    timeZone: TimeZone,
    place: t.Optional(Text(200, 'Where: an address or a room')),
    position: t.Optional(Point),
    description: t.Optional(Text(VENUE_LIMITS.eventText, 'More about the event')),
  },
  coupon: {
    code: t.String({
      minLength: 1,
      maxLength: VENUE_LIMITS.couponCode,
      pattern: '^\\S(.*\\S)?$',
      error: 'invalidCouponCode',
      description: `The code to show at the till, 1 to ${VENUE_LIMITS.couponCode} characters; left out of the page after its last day`,
    }),
    description: Text(VENUE_LIMITS.couponText, 'What the coupon gives'),
    lastDay: t.Optional(Day),
    timeZone: TimeZone,
  },
};

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

type VenueModule =
  | {
      type: 'hours';
      timeZone: string;
      week: { open: string; close: string }[][];
      exceptions: { date: string; spans: { open: string; close: string }[] }[];
    }
  | { type: 'event'; timeZone: string; start: string; end: string }
  | { type: 'coupon'; timeZone: string }
  | { type: string };

/**
 * What the schemas cannot check, as paths within the module ('/timeZone') and message keys: a time zone the
 * runtime knows, an opening that does not close when it opens, an event that ends after it starts.
 */
export function venueProblems(module: VenueModule): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!('timeZone' in module)) return problems;
  if (!isTimeZone(module.timeZone)) problems['/timeZone'] = 'invalidTimeZone';
  if (module.type === 'hours' && 'week' in module) {
    const empty = (s: { open: string; close: string }) =>
      minutesOf(s.open) === minutesOf(s.close) % 1440 && s.open !== '00:00';
    module.week.forEach((spans, day) => {
      spans.forEach((s, i) => {
        if (empty(s)) problems[`/week/${day}/${i}/close`] = 'invalidHours';
      });
    });
    module.exceptions.forEach((e, n) => {
      e.spans.forEach((s, i) => {
        if (empty(s)) problems[`/exceptions/${n}/spans/${i}/close`] = 'invalidHours';
      });
    });
  }
  if (module.type === 'event' && 'end' in module && module.end <= module.start) {
    problems['/end'] = 'eventEndsFirst';
  }
  return problems;
}
