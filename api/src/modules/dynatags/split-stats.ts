// What a tag's versions were shown and clicked in a period (issue 34), read from the daily rollups of target types
// `variant` (a view of a version) and `tagClick` (a click in it), both on the arm's id (arms.ts): views and
// clicks are the days' totals; visitors and clickers the days' uniques summed (one person on two days counts
// twice: the rollups keep no visitor across days). A period is whole UTC days, from its start's to its end's.
import { type Dynatag, viewDays } from '@db/schema';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { armsOfTag } from './arms';

export type ArmTotals = { views: number; visitors: number; clicks: number; clickers: number };
const NONE: ArmTotals = { views: 0, visitors: 0, clicks: 0, clickers: 0 };

export const utcDayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Each variant key's totals over the days from `from` to `to` (YYYY-MM-DD, both included); absent: none. */
export async function variantTotals(
  deps: Deps,
  tagId: number,
  from: string,
  to: string,
): Promise<Map<string, ArmTotals>> {
  const arms = await armsOfTag(deps, tagId);
  const out = new Map<string, ArmTotals>();
  if (!arms.length) return out;
  const variantOf = new Map(arms.map((a) => [a.id, a.variant]));
  const rows = await deps.db
    .select()
    .from(viewDays)
    .where(
      and(
        inArray(viewDays.targetType, ['variant', 'tagClick']),
        inArray(
          viewDays.targetId,
          arms.map((a) => a.id),
        ),
        gte(viewDays.day, from),
        lte(viewDays.day, to),
      ),
    );
  for (const row of rows) {
    const variant = variantOf.get(row.targetId);
    if (variant === undefined) continue;
    const sum = out.get(variant) ?? { ...NONE };
    if (row.targetType === 'variant') {
      sum.views += row.total;
      sum.visitors += row.unique;
    } else {
      sum.clicks += row.total;
      sum.clickers += row.unique;
    }
    out.set(variant, sum);
  }
  return out;
}

export const totalsOf = (totals: Map<string, ArmTotals>, variant: string) => totals.get(variant) ?? NONE;

/** What the owners call a version: the variant's name, or "Own content" in their language. */
export const variantName = (tag: Pick<Dynatag, 'variants'>, variant: string, lang: Lang) =>
  variant === ''
    ? translate(lang, 'api', 'splitOwnContent')
    : (tag.variants.find((v) => v.key === variant)?.name ?? variant);
