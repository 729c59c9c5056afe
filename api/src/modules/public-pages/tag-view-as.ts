// POST /dynatags/{id}/view-as (issue 34): the editor's "View as" — what a visitor of the chosen kind (device,
// system, language, moment, place, position, source, query) would get: the rule that holds and its variant or
// redirect, else the running split test's arms, else the own content. The draft's routing in the body, when
// present, stands in for the saved one, so the owner tries it before saving. Owners only; nothing is stored.
import { ViewAsBody } from '@shared/schemas/tag-rules';
import { Elysia, type Static, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers } from '../../platform/envelope';
import { checkRouting, findOwnedDynatag, TagParams } from '../dynatags';
import { routingOf } from './tag-routing';
import { chosenFacts } from './tag-rule-facts';
import { decide } from './tag-rules';
import { visitorLang } from './visitor-lang';

export const ViewAsData = t.Object(
  {
    rule: t.Nullable(t.Object({ key: t.String(), name: t.String() }), {
      description: 'The first rule whose conditions all hold; null: none',
    }),
    variant: t.Nullable(t.String(), {
      description:
        "The variant a rule chose, or '' for the own content when nothing chose; null with a redirect or a split",
    }),
    redirect: t.Nullable(t.String(), { description: "The rule's address (the page answers 302 there)" }),
    split: t.Nullable(
      t.Object({
        name: t.String(),
        arms: t.Array(t.Object({ variant: t.String(), share: t.Integer() })),
      }),
      { description: 'No rule held and a split test runs: the visitor gets one of its arms by their share' },
    ),
  },
  { description: 'What the visitor would get' },
);
export type ViewAsAnswer = Static<typeof ViewAsData>;

export const tagViewAsModule = (deps: Deps) =>
  new Elysia({ name: 'dynatags-view-as', prefix: '/dynatags' }).use(authGuard(deps)).post(
    '/:id/view-as',
    async ({ user, params, body, request }): Promise<ViewAsAnswer> => {
      const { tag } = await findOwnedDynatag(deps, user.id, params.id);
      const { variants, rules, rulesTimeZone, ...chosen } = body;
      const draft = {
        variants: variants ?? tag.variants,
        rules: rules ?? tag.rules,
        rulesTimeZone: rulesTimeZone ?? tag.rulesTimeZone,
      };
      checkRouting(draft);
      const routing = { ...(await routingOf(deps, tag)), ...draft };
      const facts = chosenFacts(chosen, { lang: visitorLang(request), now: deps.clock.now() });
      const decision = decide(routing, facts, deps.config.secret);
      const rule = decision.rule && { key: decision.rule.key, name: decision.rule.name };
      if (decision.redirect !== null)
        return { rule, variant: null, redirect: decision.redirect, split: null };
      if (decision.split) {
        const arms = decision.split.arms.map((a) => ({ variant: a.variant, share: a.share }));
        return { rule: null, variant: null, redirect: null, split: { name: decision.split.name, arms } };
      }
      return { rule, variant: decision.variant, redirect: null, split: null };
    },
    {
      auth: true,
      params: TagParams,
      body: ViewAsBody,
      detail: {
        tags: ['Dynatags'],
        summary: 'View the tag as a chosen visitor would (owners)',
        description:
          "The decision the tag's page makes for a visitor with these facts (ViewAsBody; a fact left out: none, the moment now): the rule that holds, then exactly one of redirect, variant, or split (no rule held and a split test runs). Routing fields in the body replace the saved tag's for this answer (a draft, checked as a save checks it: 422 on the field). 404 for a tag of another company. Nothing is stored or counted.",
        responses: answers(ViewAsData, 'What the visitor would get'),
      },
    },
  );
