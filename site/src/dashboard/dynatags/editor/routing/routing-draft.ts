// The editor's draft of a tag's routing (issue 34): its variants (other versions of its modules), its ordered
// rules and their time zone. Pure, so the operations and checks are tested without a browser; the checks use
// the API's own schemas (shared/schemas/tag-rules.ts) and name each problem by its path (rules.0.when.1.langs),
// as the server's 422 does.
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { Url } from '@shared/schemas/fields';
import {
  OWN_CONTENT,
  RuleCondition,
  TAG_RULE_LIMITS,
  TagRoutingFields,
  TagRule,
  type TagRule as TagRuleT,
  TagVariant,
  type TagVariant as TagVariantT,
} from '@shared/schemas/tag-rules';
import { DEFAULT_TIME_ZONE } from '@shared/schemas/venue-fields';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export type Routing = { variants: TagVariantT[]; rules: TagRuleT[]; rulesTimeZone: string };
export type ConditionKind = RuleCondition['if'];
export const CONDITION_KINDS: ConditionKind[] = [
  'language',
  'device',
  'time',
  'dates',
  'place',
  'near',
  'source',
  'query',
];

/** The routing a loaded tag carries (absent on a tag saved before issue 34: none). */
export const routingOf = (detail: Partial<Routing> | null | undefined): Routing => ({
  variants: detail?.variants ?? [],
  rules: detail?.rules ?? [],
  rulesTimeZone: detail?.rulesTimeZone ?? DEFAULT_TIME_ZONE,
});

/** The first free key of the form `${prefix}N` (keys are 1 to 12 lower-case letters or digits). */
export function freeKey(prefix: string, taken: readonly string[]) {
  const used = new Set(taken);
  for (let n = 1; ; n++) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** Module ids stay unique within a version; a copy keeps them (a click on a copied module names its version). */
const copyModules = (modules: readonly DynatagModule[]) => structuredClone([...modules]) as DynatagModule[];

/** A new variant, empty or a copy of some modules (the own content's, or another variant's). */
export function addVariant(
  variants: readonly TagVariantT[],
  name: string,
  from: DynatagModule[] | null,
  label?: string,
): TagVariantT[] {
  const key = freeKey(
    'v',
    variants.map((v) => v.key),
  );
  const variant: TagVariantT = { key, name: name.trim(), modules: from ? copyModules(from) : [] };
  if (label) variant.label = label;
  return [...variants, variant];
}

export const canAddVariant = (variants: readonly TagVariantT[]) => variants.length < TAG_RULE_LIMITS.variants;

export const updateVariant = (
  variants: readonly TagVariantT[],
  key: string,
  patch: Partial<Omit<TagVariantT, 'key'>>,
): TagVariantT[] =>
  variants.map((v) => {
    if (v.key !== key) return v;
    const next = { ...v, ...patch };
    // An empty title means "the tag's own": the key is left out rather than sent empty.
    if (!next.label) delete next.label;
    return next;
  });

/** What keeps a variant from being deleted: a rule that shows it, or the running split test that has it as an arm. */
export type VariantUse = { rules: string[]; split: boolean };
export function usesOf(key: string, rules: readonly TagRuleT[], splitArms: readonly string[]): VariantUse {
  return {
    rules: rules.filter((r) => 'variant' in r.outcome && r.outcome.variant === key).map((r) => r.name),
    split: splitArms.includes(key),
  };
}
export const isUsed = (use: VariantUse) => use.rules.length > 0 || use.split;

export const removeVariant = (variants: readonly TagVariantT[], key: string) =>
  variants.filter((v) => v.key !== key);

export function duplicateVariant(variants: readonly TagVariantT[], key: string, name: string) {
  const source = variants.find((v) => v.key === key);
  return source ? addVariant(variants, name, source.modules, source.label) : [...variants];
}

/** A condition of the kind with the values a builder starts from. */
export function newCondition(kind: ConditionKind): RuleCondition {
  switch (kind) {
    case 'device':
      return { if: 'device', devices: ['mobile'] };
    case 'language':
      return { if: 'language', langs: ['fi'] };
    case 'time':
      return { if: 'time', days: [1, 2, 3, 4, 5, 6, 7], from: '18:00', to: '06:00' };
    case 'dates':
      return { if: 'dates', from: '', to: '' };
    case 'place':
      return { if: 'place', countries: [] };
    case 'near':
      return { if: 'near', lat: 59.3293, lng: 18.0686, distance: 500 };
    case 'source':
      return { if: 'source', sources: ['qr'] };
    case 'query':
      return { if: 'query', name: '' };
  }
}

/** A new rule: a language condition and the first variant (or a redirect when there is none yet). */
export function newRule(
  rules: readonly TagRuleT[],
  name: string,
  variants: readonly TagVariantT[],
): TagRuleT {
  return {
    key: freeKey(
      'r',
      rules.map((r) => r.key),
    ),
    name,
    when: [newCondition('language')],
    outcome: variants[0] ? { variant: variants[0].key } : { redirect: '' },
  };
}

/** The condition's schema among the union's, by its `if`. */
const conditionSchema = (kind: string): TSchema | undefined =>
  (RuleCondition.anyOf as TSchema[]).find(
    (s) => (s as unknown as { properties: { if: { const: string } } }).properties.if.const === kind,
  );

const errorKey = (schema: unknown) => {
  const key = (schema as { error?: unknown }).error;
  return typeof key === 'string' ? key : 'invalidValue';
};

/** Problems as message keys of the API's dictionary by dotted path, first one per path. */
export type RoutingProblems = Record<string, string>;

function collect(out: RoutingProblems, prefix: string, schema: TSchema, value: unknown) {
  for (const error of Value.Errors(schema, value)) {
    const path = `${prefix}${error.path.replace(/\//g, '.')}`;
    if (!out[path]) out[path] = errorKey(error.schema);
  }
}

/**
 * The problems of the routing as a save would send it, checked with the API's schemas, plus what the schema
 * cannot say: a rule's variant must exist, keys unique. Paths as the server names them (`rules.0.name`).
 */
export function routingProblems(routing: Routing): RoutingProblems {
  const out: RoutingProblems = {};
  const fields = TagRoutingFields as Record<keyof Routing, TSchema>;
  const limit = (key: 'variants' | 'rules', max: number, error: string) => {
    if (routing[key].length > max) out[key] = error;
  };
  limit('variants', TAG_RULE_LIMITS.variants, 'tooManyVariants');
  limit('rules', TAG_RULE_LIMITS.rules, 'tooManyRules');
  collect(out, 'rulesTimeZone', fields.rulesTimeZone, routing.rulesTimeZone);
  routing.variants.forEach((variant, i) => {
    for (const [name, schema] of Object.entries(TagVariant.properties)) {
      const value = (variant as Record<string, unknown>)[name];
      if (value !== undefined || name === 'name') collect(out, `variants.${i}.${name}`, schema, value);
    }
  });
  const keys = new Set(routing.variants.map((v) => v.key));
  routing.rules.forEach((rule, i) => {
    const at = `rules.${i}`;
    collect(out, `${at}.name`, TagRule.properties.name, rule.name);
    if (!rule.when.length) out[`${at}.when`] = 'invalidConditions';
    if (rule.when.length > TAG_RULE_LIMITS.conditionsPerRule) out[`${at}.when`] = 'invalidConditions';
    rule.when.forEach((condition, j) => {
      const schema = conditionSchema(condition.if);
      if (schema) collect(out, `${at}.when.${j}`, schema, condition);
      else out[`${at}.when.${j}`] = 'invalidCondition';
    });
    if ('variant' in rule.outcome) {
      if (!keys.has(rule.outcome.variant)) out[`${at}.outcome.variant`] = 'unknownVariant';
    } else collect(out, `${at}.outcome.redirect`, Url, rule.outcome.redirect);
  });
  return out;
}

/** The problems under a path (a rule's, a condition's), for marking the card that has them. */
export const problemsUnder = (problems: RoutingProblems, prefix: string) =>
  Object.keys(problems).some((path) => path === prefix || path.startsWith(`${prefix}.`));

/** A server's field name (`rules.0.when.1.langs`, or `json.rules…` for a multipart save) as the editor's path. */
export const routingPath = (field: string) => field.replace(/^json\./, '').replace(/\//g, '.');

export const isRoutingPath = (path: string) => /^(variants|rules|rulesTimeZone)(\.|$)/.test(path);

/** The modules and title the preview shows for a version: '' the own content, else the variant's. */
export function versionShown(
  own: { modules: DynatagModule[]; label: string },
  variants: readonly TagVariantT[],
  key: string,
) {
  const variant = key === OWN_CONTENT ? undefined : variants.find((v) => v.key === key);
  return variant ? { modules: variant.modules, label: variant.label ?? own.label } : own;
}

/** Shares of a split test's arms: whole per cents, 1 to 99, adding up to 100. */
export function evenShares(count: number): number[] {
  const base = Math.floor(100 / count);
  return Array.from({ length: count }, (_, i) => base + (i < 100 - base * count ? 1 : 0));
}
export const sharesValid = (shares: readonly number[]) =>
  shares.length >= 2 &&
  shares.length <= TAG_RULE_LIMITS.armsPerSplit &&
  shares.every((s) => Number.isInteger(s) && s >= 1 && s <= 99) &&
  shares.reduce((a, b) => a + b, 0) === 100;

/** Visitors still needed before a test can name a winner: every arm needs at least this many. */
export const MIN_VISITORS_PER_ARM = 100;
export const visitorsMissing = (arms: readonly { visitors: number }[]) =>
  arms.reduce((sum, a) => sum + Math.max(0, MIN_VISITORS_PER_ARM - a.visitors), 0);

/** A p-value as people read it: three decimals, or "< 0.001". */
export const pText = (p: number, format: (n: number) => string) =>
  p < 0.001 ? `< ${format(0.001)}` : format(p);
