// What a save of a tag's variants and rules (issue 34) must hold beyond their schemas (shared/schemas/tag-rules.ts):
// keys unique, a rule's variant one of the tag's, a real time zone, dates in order, and conditions that can hold.
// Each refusal is 422 on the field's path (rules.2.outcome.variant), before anything is written.
import type { RuleCondition, TagRule, TagVariant } from '@shared/schemas/tag-rules';
import { isTimeZone } from '@shared/schemas/venue-fields';
import { invalid } from '../../platform/errors';

export type Routing = { variants: readonly TagVariant[]; rules: readonly TagRule[]; rulesTimeZone?: string };

/** The first key seen twice, by its index. */
function repeated(keys: readonly string[]): number {
  const seen = new Set<string>();
  for (const [i, key] of keys.entries()) {
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return -1;
}

/** The field and message of a condition that cannot hold as written; null when it is fine. */
function conditionProblem(condition: RuleCondition): [string, 'invalidDates' | 'emptyCondition'] | null {
  if (condition.if === 'dates' && condition.from > condition.to) return ['to', 'invalidDates'];
  if (condition.if === 'device' && !condition.devices?.length && !condition.systems?.length)
    return ['devices', 'emptyCondition'];
  if (condition.if === 'place' && !condition.countries?.length && !condition.cities?.length)
    return ['countries', 'emptyCondition'];
  return null;
}

/** Throws 422 on the first problem of a tag's routing as it will be saved. */
export function checkRouting(routing: Routing, at = '') {
  const field = (path: string) => `${at}${path}`;
  const variantAt = repeated(routing.variants.map((v) => v.key));
  if (variantAt >= 0) throw invalid(field(`variants.${variantAt}.key`), 'duplicateVariant');
  const ruleAt = repeated(routing.rules.map((r) => r.key));
  if (ruleAt >= 0) throw invalid(field(`rules.${ruleAt}.key`), 'duplicateRule');
  const keys = new Set(routing.variants.map((v) => v.key));
  for (const [i, rule] of routing.rules.entries()) {
    if ('variant' in rule.outcome && !keys.has(rule.outcome.variant))
      throw invalid(field(`rules.${i}.outcome.variant`), 'unknownVariant');
    for (const [j, condition] of rule.when.entries()) {
      const problem = conditionProblem(condition);
      if (problem) throw invalid(field(`rules.${i}.when.${j}.${problem[0]}`), problem[1]);
    }
  }
  if (routing.rulesTimeZone !== undefined && !isTimeZone(routing.rulesTimeZone))
    throw invalid(field('rulesTimeZone'), 'invalidTimeZone');
}
