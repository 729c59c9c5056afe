// A tag's split tests (issue 34), for the owners of its company: start one (one runs at a time), read the running
// one and the ended ones with their statistics per arm, end the running one and keep an arm. Every write names
// the tag (dynatag_splits.dynatag_id), so the page cache drops that tag's pages only (public-pages/write-keys.ts).
// Keeping a variant makes its modules (and its title, when it has one) the tag's own as a new version through the
// normal save (commitSave): versions, live events and the page cache follow as for an editor's save. The variant
// itself stays, for the owners to delete or test again (docs/decisions.md "Split tests").
import { type Dynatag, type DynatagSplit, dynatagSplits, type User } from '@db/schema';
import type { Lang } from '@shared/constants';
import type { SplitEndInput, SplitStartInput } from '@shared/schemas/tag-rules';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { findOwnedDynatag, notifyDynatags } from './access';
import { commitSave, type TagChanges } from './save';
import { verdict, wilson } from './split-maths';
import { type ArmTotals, totalsOf, utcDayOf, variantName, variantTotals } from './split-stats';

/** Ended tests shown with the running one, newest first. */
const ENDED_SHOWN = 20;
export const SPLIT_TEST = 'two-proportion z-test, 95 %' as const;

/** A test with each arm's counts, rate and interval, and its verdict, over its period (to now while it runs). */
export async function summaryOf(deps: Deps, tag: Dynatag, split: DynatagSplit, lang: Lang) {
  const end = split.endedAt ?? deps.clock.now();
  const totals = await variantTotals(deps, tag.id, utcDayOf(split.startedAt), utcDayOf(end));
  const arms = split.arms.map((arm) => {
    const counted: ArmTotals = totalsOf(totals, arm.variant);
    return {
      variant: arm.variant,
      name: variantName(tag, arm.variant, lang),
      share: arm.share,
      ...counted,
      ...wilson(counted.clickers, counted.visitors),
    };
  });
  return {
    id: split.shortId,
    name: split.name,
    startedAt: split.startedAt,
    endedAt: split.endedAt,
    kept: split.kept,
    arms,
    test: SPLIT_TEST,
    ...verdict(arms),
  };
}
export type SplitSummary = Awaited<ReturnType<typeof summaryOf>>;

const runningOf = async (deps: Deps, tagId: number) =>
  (
    await deps.db
      .select()
      .from(dynatagSplits)
      .where(and(eq(dynatagSplits.dynatagId, tagId), isNull(dynatagSplits.endedAt)))
      .limit(1)
  )[0];

/** GET /dynatags/{id}/split: the running test and the ended ones, newest first. */
export async function listSplits(deps: Deps, user: User, tagShortId: string, lang: Lang) {
  const { tag } = await findOwnedDynatag(deps, user.id, tagShortId);
  const running = await runningOf(deps, tag.id);
  const ended = await deps.db
    .select()
    .from(dynatagSplits)
    .where(and(eq(dynatagSplits.dynatagId, tag.id), isNotNull(dynatagSplits.endedAt)))
    .orderBy(desc(dynatagSplits.endedAt), desc(dynatagSplits.id))
    .limit(ENDED_SHOWN);
  return {
    running: running ? await summaryOf(deps, tag, running, lang) : null,
    ended: await Promise.all(ended.map((split) => summaryOf(deps, tag, split, lang))),
  };
}

/** The arms checked against the tag: each variant exists, once, and the shares add up to 100. */
function checkArms(tag: Dynatag, arms: SplitStartInput['arms']) {
  const seen = new Set<string>();
  for (const [i, arm] of arms.entries()) {
    if (arm.variant !== '' && !tag.variants.some((v) => v.key === arm.variant))
      throw invalid(`arms.${i}.variant`, 'splitVariantMissing');
    if (seen.has(arm.variant)) throw invalid(`arms.${i}.variant`, 'splitDuplicateArm');
    seen.add(arm.variant);
  }
  if (arms.reduce((sum, arm) => sum + arm.share, 0) !== 100) throw invalid('arms', 'splitSharesTotal');
}

const splitRunning = () => new AppError('CONFLICT', 'splitRunning');

/** POST /dynatags/{id}/split: a new test; 409 when one runs, 422 for its arms. */
export async function startSplit(
  deps: Deps,
  user: User,
  tagShortId: string,
  body: SplitStartInput,
  lang: Lang,
) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, tagShortId);
  checkArms(tag, body.arms);
  if (await runningOf(deps, tag.id)) throw splitRunning();
  const split = await deps.db.transaction(async (tx) => {
    const [other] = await tx
      .select({ id: dynatagSplits.id })
      .from(dynatagSplits)
      .where(and(eq(dynatagSplits.dynatagId, tag.id), isNull(dynatagSplits.endedAt)))
      .limit(1);
    if (other) throw splitRunning();
    const [made] = await tx
      .insert(dynatagSplits)
      .values({
        shortId: shortId(),
        dynatagId: tag.id,
        name: body.name.trim(),
        arms: body.arms,
        startedAt: deps.clock.now(),
        startedByUserId: user.id,
      })
      .returning();
    return made!;
  });
  await notifyDynatags(deps, company, tag.shortId);
  return summaryOf(deps, tag, split, lang);
}

/**
 * POST /dynatags/{id}/split/end: ends the running test (409 when none runs). `keep` a variant of the test: its
 * modules and title become the tag's own as a new version; '' or null: the tag's content stays as it is.
 */
export async function endSplit(deps: Deps, user: User, tagShortId: string, body: SplitEndInput, lang: Lang) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, tagShortId);
  const running = await runningOf(deps, tag.id);
  if (!running) throw new AppError('CONFLICT', 'noSplitRunning');
  const keep = body.keep ?? '';
  if (keep !== '' && !running.arms.some((arm) => arm.variant === keep))
    throw invalid('keep', 'invalidVariant');
  const variant = keep ? tag.variants.find((v) => v.key === keep) : undefined;
  if (keep && !variant) throw invalid('keep', 'splitVariantMissing');
  const now = deps.clock.now();
  const end = (tx: Pick<Deps['db'], 'update'>) =>
    tx
      .update(dynatagSplits)
      .set({ endedAt: now, kept: body.keep })
      .where(and(eq(dynatagSplits.dynatagId, tag.id), eq(dynatagSplits.id, running.id)));
  let version = tag.version;
  if (variant) {
    const changes: TagChanges = { modules: variant.modules };
    if (variant.label !== undefined) changes.label = variant.label;
    version = await commitSave(deps, {
      tag,
      userId: user.id,
      baseVersion: tag.version,
      changes,
      also: async (tx) => {
        await end(tx);
      },
    });
    await notifyDynatags(deps, company, tag.shortId, { saved: version });
  } else {
    await end(deps.db);
    await notifyDynatags(deps, company, tag.shortId);
  }
  const ended = { ...running, endedAt: now, kept: body.keep };
  return { split: await summaryOf(deps, tag, ended, lang), version };
}
