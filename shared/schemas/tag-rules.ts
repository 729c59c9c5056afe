// Dynatags that answer the visitor (issue 34): a tag's variants (other versions of its modules, edited like the
// tag itself), its ordered rules (conditions on what the request carries, and the variant or redirect to answer
// when they all hold), and split tests between variants. Written once here (DESIGN §8) for the API, its OpenAPI
// document, the editor and the server's decision (api/src/modules/public-pages/tag-rules*.ts).
//
// Order of the decision, on the server before the page is answered: the first rule whose conditions all hold;
// else the running split test's arm for this visitor; else the tag's own content.
import { LANGUAGES } from '@shared/constants';
import type { Static, TLiteral } from '@sinclair/typebox';
import { DynatagModules, Position } from './dynatag-modules';
import { Url } from './fields';
import { t } from './type-builder';
import { Clock, Day, TimeZone } from './venue-fields';

export const TAG_RULE_LIMITS = {
  variants: 5,
  rules: 20,
  conditionsPerRule: 8,
  /** Countries or cities one place condition lists. */
  places: 50,
  armsPerSplit: 5,
} as const;

/** The tag's own content in a split test's arms and in the statistics (no variant). */
export const OWN_CONTENT = '';

export const VariantKey = t.String({
  pattern: '^[a-z0-9]{1,12}$',
  error: 'invalidVariant',
  description: "A variant's key within its tag: 1 to 12 lower-case letters or digits",
});
/** A variant's key, or '' for the tag's own content. */
export const ArmKey = t.String({
  pattern: '^([a-z0-9]{1,12})?$',
  error: 'invalidVariant',
  description: "A variant's key, or empty for the tag's own content",
});

export const TagVariant = t.Object(
  {
    key: VariantKey,
    name: t.String({
      minLength: 1,
      maxLength: 60,
      pattern: '\\S',
      error: 'invalidVariantName',
      description: 'What the owners call it (never shown to visitors), 1 to 60 characters',
    }),
    label: t.Optional(
      t.String({
        maxLength: 200,
        error: 'invalidText',
        description: "The title visitors see; absent: the tag's",
      }),
    ),
    modules: DynatagModules,
  },
  { additionalProperties: false, error: 'invalidVariant' },
);
export type TagVariant = Static<typeof TagVariant>;

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
/** Systems as the statistics name them (ua-parser-js), grouped: anything else is `other`. */
export const SYSTEMS = ['iOS', 'Android', 'Windows', 'macOS', 'Linux', 'other'] as const;
/** How the visitor came: `qr` the code (?s=q), `nfc` a tap (?s=n), `tap` a verified tap (NTAG 424 SUN), `link` neither. */
export const VISIT_SOURCES = ['qr', 'nfc', 'tap', 'link'] as const;

const literals = <T extends readonly string[]>(values: T, error: string, description: string) =>
  t.Array(t.Union(values.map((v) => t.Literal(v)) as TLiteral<T[number]>[]), {
    minItems: 1,
    maxItems: values.length,
    uniqueItems: true,
    error,
    description,
  });

const Country = t.String({
  pattern: '^[A-Z]{2}$',
  error: 'invalidCountry',
  description: 'ISO 3166-1 alpha-2, as the statistics show it (SE, FI…)',
});
const City = t.String({
  minLength: 1,
  maxLength: 100,
  error: 'invalidCity',
  description: 'A city as the statistics show it (GeoLite2 English name: Stockholm, Helsinki…)',
});

export const RuleCondition = t.Union(
  [
    t.Object(
      {
        if: t.Literal('device', { description: 'The kind of condition' }),
        devices: t.Optional(literals(DEVICES, 'invalidDevice', 'Any of these device types')),
        systems: t.Optional(literals(SYSTEMS, 'invalidSystem', 'Any of these systems')),
      },
      {
        additionalProperties: false,
        description: 'The device type and/or system of the user agent (both when both are given)',
      },
    ),
    t.Object(
      {
        if: t.Literal('language', { description: 'The kind of condition' }),
        langs: literals(LANGUAGES, 'invalidLang', 'Any of these page languages'),
      },
      {
        additionalProperties: false,
        description: 'The language the page is answered in (as it negotiates it)',
      },
    ),
    t.Object(
      {
        if: t.Literal('time', { description: 'The kind of condition' }),
        days: t.Array(t.Integer({ minimum: 1, maximum: 7, error: 'invalidDay' }), {
          minItems: 1,
          maxItems: 7,
          uniqueItems: true,
          error: 'invalidDay',
          description: 'Days of the week, 1 Monday to 7 Sunday',
        }),
        from: Clock('From, HH:MM in the rules’ time zone'),
        to: Clock(
          'Until (not included), HH:MM; 24:00 the end of the day; before `from`: past midnight',
          true,
        ),
      },
      { additionalProperties: false, description: 'A time window on chosen days, in the rules’ time zone' },
    ),
    t.Object(
      { if: t.Literal('dates', { description: 'The kind of condition' }), from: Day, to: Day },
      {
        additionalProperties: false,
        description: 'From one date to another, both included, in the rules’ time zone',
      },
    ),
    t.Object(
      {
        if: t.Literal('place', { description: 'The kind of condition' }),
        countries: t.Optional(
          t.Array(Country, {
            maxItems: TAG_RULE_LIMITS.places,
            uniqueItems: true,
            error: 'invalidCountry',
            description: `Any of these countries, at most ${TAG_RULE_LIMITS.places}`,
          }),
        ),
        cities: t.Optional(
          t.Array(City, {
            maxItems: TAG_RULE_LIMITS.places,
            uniqueItems: true,
            error: 'invalidCity',
            description: `Any of these cities, at most ${TAG_RULE_LIMITS.places}`,
          }),
        ),
      },
      {
        additionalProperties: false,
        description:
          'In one of these countries or cities, looked up from the address (which is not kept); a visitor whose place is unknown is in none',
      },
    ),
    t.Object(
      {
        if: t.Literal('near', { description: 'The kind of condition' }),
        ...Position.properties,
        distance: t.Integer({
          minimum: 10,
          maximum: 20_000_000,
          error: 'invalidDistance',
          description: 'Metres from the point',
        }),
      },
      {
        additionalProperties: false,
        description:
          'Within a distance of a point, from the position the visitor agreed to share (asked as the location lock asks it); without it the condition does not hold',
      },
    ),
    t.Object(
      {
        if: t.Literal('source', { description: 'The kind of condition' }),
        sources: literals(VISIT_SOURCES, 'invalidSource', 'Any of these ways of coming'),
      },
      { additionalProperties: false, description: 'How the visitor came' },
    ),
    t.Object(
      {
        if: t.Literal('query', { description: 'The kind of condition' }),
        name: t.String({
          pattern: '^[A-Za-z0-9_.-]{1,40}$',
          error: 'invalidParameter',
          description: 'A query parameter of the address',
        }),
        value: t.Optional(
          t.String({
            maxLength: 200,
            error: 'invalidText',
            description: 'Its exact value; absent: any value, the parameter only has to be there',
          }),
        ),
      },
      { additionalProperties: false, description: 'A query parameter of the address the visitor opened' },
    ),
  ],
  { error: 'invalidCondition', description: 'One condition of a rule, by `if`' },
);
export type RuleCondition = Static<typeof RuleCondition>;

export const RuleOutcome = t.Union(
  [
    t.Object(
      { variant: VariantKey },
      { additionalProperties: false, description: "Show this variant of the tag's modules" },
    ),
    t.Object(
      { redirect: Url },
      { additionalProperties: false, description: 'Send the visitor to this address (302)' },
    ),
  ],
  { error: 'invalidOutcome', description: 'What the visitor gets when the rule holds' },
);
export type RuleOutcome = Static<typeof RuleOutcome>;

export const TagRule = t.Object(
  {
    key: VariantKey,
    name: t.String({
      minLength: 1,
      maxLength: 60,
      pattern: '\\S',
      error: 'invalidRuleName',
      description: 'What the owners call it, 1 to 60 characters',
    }),
    when: t.Array(RuleCondition, {
      minItems: 1,
      maxItems: TAG_RULE_LIMITS.conditionsPerRule,
      error: 'invalidConditions',
      description: `Conditions that must all hold, 1 to ${TAG_RULE_LIMITS.conditionsPerRule}`,
    }),
    outcome: RuleOutcome,
  },
  { additionalProperties: false, error: 'invalidRule' },
);
export type TagRule = Static<typeof TagRule>;

/** The routing part of a tag's save (DynatagFields): versioned and scheduled with its modules. */
export const TagRoutingFields = {
  variants: t.Optional(
    t.Array(TagVariant, {
      maxItems: TAG_RULE_LIMITS.variants,
      error: 'tooManyVariants',
      description: `Other versions of the tag's modules, at most ${TAG_RULE_LIMITS.variants}; keys unique`,
    }),
  ),
  rules: t.Optional(
    t.Array(TagRule, {
      maxItems: TAG_RULE_LIMITS.rules,
      error: 'tooManyRules',
      description: `In order: the first that holds decides, at most ${TAG_RULE_LIMITS.rules}; a rule's variant must exist`,
    }),
  ),
  rulesTimeZone: t.Optional(TimeZone),
};

/** One arm of a split test: a variant (or the tag's own content) and its share of the visitors. */
export const SplitArm = t.Object(
  {
    variant: ArmKey,
    share: t.Integer({
      minimum: 1,
      maximum: 99,
      error: 'invalidShare',
      description: 'Per cent of the visitors the rules leave to the test; the arms add up to 100',
    }),
  },
  { additionalProperties: false },
);
export type SplitArm = Static<typeof SplitArm>;

/** POST /dynatags/{id}/split: start a test (one runs at a time per tag). */
export const SplitStartBody = t.Object(
  {
    name: t.String({
      minLength: 1,
      maxLength: 60,
      pattern: '\\S',
      error: 'invalidSplitName',
      description: 'What the owners call the test',
    }),
    arms: t.Array(SplitArm, {
      minItems: 2,
      maxItems: TAG_RULE_LIMITS.armsPerSplit,
      error: 'invalidArms',
      description: `2 to ${TAG_RULE_LIMITS.armsPerSplit} arms, each variant once, shares adding up to 100`,
    }),
  },
  { additionalProperties: false },
);
export type SplitStartInput = Static<typeof SplitStartBody>;

/** POST /dynatags/{id}/split/end: end the running test, keeping one arm's content as the tag's own (or none). */
export const SplitEndBody = t.Object(
  {
    keep: t.Union([t.Null(), ArmKey], {
      error: 'invalidVariant',
      description:
        "The arm whose modules become the tag's own (a new version); '' or null keeps the tag's own content",
    }),
  },
  { additionalProperties: false },
);
export type SplitEndInput = Static<typeof SplitEndBody>;

/** POST /dynatags/{id}/view-as: what a visitor of this kind would get (the editor's "View as"). */
export const ViewAsBody = t.Object(
  {
    device: t.Optional(
      t.Union(
        DEVICES.map((v) => t.Literal(v)),
        { error: 'invalidDevice', description: 'The device type of the visitor' },
      ),
    ),
    system: t.Optional(
      t.Union(
        SYSTEMS.map((v) => t.Literal(v)),
        { error: 'invalidSystem', description: 'The system of the visitor' },
      ),
    ),
    lang: t.Optional(
      t.Union(
        LANGUAGES.map((v) => t.Literal(v)),
        { error: 'invalidLang', description: 'The language the page is answered in' },
      ),
    ),
    at: t.Optional(
      t.Integer({ minimum: 0, error: 'invalidTime', description: 'The moment (ms since 1970); absent: now' }),
    ),
    country: t.Optional(Country),
    city: t.Optional(City),
    position: t.Optional(Position),
    source: t.Optional(
      t.Union(
        VISIT_SOURCES.map((v) => t.Literal(v)),
        { error: 'invalidSource', description: 'How the visitor came' },
      ),
    ),
    query: t.Optional(
      t.String({
        maxLength: 500,
        error: 'invalidText',
        description: 'The query string of the address, without ?',
      }),
    ),
    /** A draft's routing, to try before saving; absent: the saved tag's. */
    ...TagRoutingFields,
  },
  { additionalProperties: false },
);
export type ViewAsInput = Static<typeof ViewAsBody>;
