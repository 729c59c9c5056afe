// A tag's routing (issue 34) as the public page reads it: its rules, variants and running split test (one read on a
// miss), remembered in memory per shortId so a cached page decides with no database read. The memory is dropped
// with the tag's pages (the same `dynatag:{id}` keys: a save, and B's writes to dynatag_splits, touch them) and
// remembered only when nothing touched the tag since its read began (the cache's stamp, as a page's render).
import { type Dynatag, dynatagSplits } from '@db/schema';
import { OWN_CONTENT } from '@shared/schemas/tag-rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { PageCache } from './page-cache';
import { type Decision, hasRouting, type TagRouting } from './tag-rules';

/** The running split test of a tag (ended_at null), as the decision reads it. */
export async function routingOf(deps: Deps, tag: Dynatag): Promise<TagRouting> {
  const [split] = await deps.db
    .select({ id: dynatagSplits.id, name: dynatagSplits.name, arms: dynatagSplits.arms })
    .from(dynatagSplits)
    .where(and(eq(dynatagSplits.dynatagId, tag.id), isNull(dynatagSplits.endedAt)))
    .limit(1);
  return {
    variants: tag.variants,
    rules: tag.rules,
    rulesTimeZone: tag.rulesTimeZone,
    split: split ?? null,
  };
}

/** The decision of a tag without rules or split, and of one whose routing nobody asked. */
export const OWN: Decision = { rule: null, redirect: null, variant: OWN_CONTENT, split: null };

/**
 * The tag as the decision shows it: a variant's modules (and label, when it has one) in place of the tag's, or a
 * rule's redirect as the tag's redirect (the page answers 302 once the tag is open, after counting the view).
 */
export function tagAs(tag: Dynatag, decision: Decision): Dynatag {
  if (decision.redirect !== null) return { ...tag, redirectUrl: decision.redirect };
  const variant = tag.variants.find((v) => v.key === decision.variant);
  if (!variant) return tag;
  return { ...tag, modules: variant.modules, label: variant.label ?? tag.label };
}

/** Whether views of the versions shown are counted for the tag: it has variants or a running split test. */
export const countsVersions = (routing: TagRouting) => routing.variants.length > 0 || routing.split !== null;

export type KnownRouting = {
  tagId: number;
  companyId: number;
  routing: TagRouting;
  /** Whether a decision is needed at all (rules or a split); else every visitor gets the own content. */
  decides: boolean;
  countsVersions: boolean;
};

/** Tags remembered at most; beyond that the memory starts again (a miss reads the tag once more). */
const REMEMBERED = 20_000;

export class RoutingMemory {
  #byShortId = new Map<string, KnownRouting>();
  #shortIdsOf = new Map<number, Set<string>>();

  get(shortId: string): KnownRouting | undefined {
    return this.#byShortId.get(shortId);
  }

  /** Remembers a tag's routing read since `stamp`, unless a write touched the tag meanwhile. */
  remember(cache: PageCache, stamp: number, shortId: string, tag: Dynatag, routing: TagRouting) {
    if (cache.changedSince([`dynatag:${tag.id}`], stamp)) return;
    if (this.#byShortId.size >= REMEMBERED) this.clear();
    this.#byShortId.set(shortId, {
      tagId: tag.id,
      companyId: tag.companyId,
      routing,
      decides: hasRouting(routing),
      countsVersions: countsVersions(routing),
    });
    const names = this.#shortIdsOf.get(tag.id) ?? new Set<string>();
    names.add(shortId);
    this.#shortIdsOf.set(tag.id, names);
  }

  /** Forgets the tags a write touched (`dynatag:{id}`); null forgets all. */
  invalidate(keys: readonly string[] | null) {
    if (keys === null) return this.clear();
    for (const key of keys) {
      if (!key.startsWith('dynatag:')) continue;
      const id = Number(key.slice('dynatag:'.length));
      for (const shortId of this.#shortIdsOf.get(id) ?? []) this.#byShortId.delete(shortId);
      this.#shortIdsOf.delete(id);
    }
  }

  clear() {
    this.#byShortId.clear();
    this.#shortIdsOf.clear();
  }

  get size() {
    return this.#byShortId.size;
  }
}
