// The product pages' content (site/src/content/<collection>/<lang>.yaml, issue 35): one zod schema per collection.
// content.config.ts hands Astro these schemas with its image() for pictures; the content check (scripts/content)
// reads the same files with a path for a picture and checks what a schema cannot (links, languages, placeholders).
import type { CARD_TYPES } from '@shared/constants';
import { type ZodType, z } from 'astro/zod';
import { ICONS, type IconName } from './icons';

/** The plans a page may name; the template renders each one's price from PRICES (shared/constants). */
export const PLANS = ['free', 'monthly', 'lifetime'] as const;
export const DYNATAG_PLANS = ['dynatagService', 'dynatagExtra'] as const;

const text = z.string().trim().min(1, 'must not be empty');
const list = z.array(text).min(1, 'needs at least one item');
const icon = z.enum(Object.keys(ICONS) as [IconName, ...IconName[]]);
/** A link: a page of the site ('/business-card/', '/api/docs'), an anchor ('#pricing') or an https address. */
const link = z.object({ label: text, href: text });

export function contentSchemas<P extends ZodType>(src: P) {
  /** A picture of the site's assets with the text a screen reader reads instead. */
  const picture = z.object({ src, dark: src.nullish(), alt: text });
  const hero = { title: text, text: text };
  /**
   * Pictures of the product shown on the page under a title (scripts/product-pictures.ts takes them), each with its
   * alt text and, when it has one, its version for the dark theme.
   */
  const showcase = z.object({ title: text, pictures: z.array(picture) });
  const page = { title: text, description: text };
  return {
    start: z.object({
      ...page,
      welcome: z.object({
        title: text,
        text: text,
        shortcuts: z.object({ profiles: text, companies: text, dynatags: text, orders: text }),
      }),
      hero: z.object({ ...hero, eyebrow: text, signup: text, cards: text, note: text }),
      steps: z.object({ title: text, items: z.array(z.object({ icon, title: text, text: text })).min(1) }),
      services: z.object({
        title: text,
        items: z.array(z.object({ icon, title: text, text: text, link })).min(1),
      }),
      plans: z.object({
        title: text,
        intro: text,
        popular: text,
        cta: text,
        exclVat: text,
        items: z
          .array(
            z.object({
              plan: z.enum(PLANS),
              name: text,
              per: text,
              popular: z.boolean().default(false),
              features: list,
            }),
          )
          .min(1),
      }),
      teams: z.object({
        title: text,
        text: text,
        points: list,
        app: z.object({ title: text, text: text }),
        api: z.object({ title: text, text: text, link }),
      }),
      showcase,
    }),
    'business-card': z.object({
      ...page,
      hero: z.object({ ...hero, eyebrow: text, cta: text }),
      types: z.object({
        title: text,
        intro: text,
        layouts: z.object({ personal: text, company: text, simple: text }),
        perCard: text,
        exclVat: text,
        inclVat: text,
        vatNote: text,
      }),
      features: z.object({ title: text, items: list }),
      shipping: z.object({
        title: text,
        national: text,
        international: text,
        delivery: text,
        alternativeAddress: text,
      }),
      order: z.object({ title: text, steps: list, note: text, cta: text }),
      showcase,
    }),
    dynatags: z.object({
      ...page,
      hero: z.object({ ...hero, eyebrow: text, cta: text, demoSubtitle: text }),
      useCases: z.object({ title: text, items: list }),
      modules: z.object({
        title: text,
        intro: text,
        items: z
          .array(z.object({ icon, name: text, text: text }))
          .min(4, 'needs at least four modules (the hero shows four)'),
      }),
      control: z.object({ title: text, items: z.array(z.object({ icon, title: text, text: text })).min(1) }),
      pricing: z.object({
        title: text,
        per: text,
        perDay: text,
        exclVat: text,
        plans: z.array(z.object({ plan: z.enum(DYNATAG_PLANS), name: text, text: text })).min(1),
        limits: z.object({ title: text, items: list }),
        billingNote: text,
      }),
      showcase,
    }),
    questions: z.object({
      ...page,
      hero: z.object(hero),
      items: z.array(z.object({ question: text, answer: text })).min(1),
      more: z.object({ title: text, text: text, link }),
    }),
    terms: z.object({
      ...page,
      /** The day the text last changed: readers are told it, and mailed 30 days ahead (section 11). */
      updated: z.coerce.date(),
      updatedLabel: text,
      intro: text,
      sections: z.array(z.object({ title: text, text: text })).min(1),
      links: z.array(link),
    }),
    cookies: z.object({
      ...page,
      intro: text,
      table: z.object({
        title: text,
        columns: z.object({ name: text, purpose: text, storage: text, duration: text }),
        rows: z.array(z.object({ name: text, purpose: text, storage: text, duration: text })).min(1),
        note: text,
      }),
      views: z.object({ title: text, text: text }),
      manage: z.object({ title: text, text: text }),
    }),
  };
}

export type CollectionName = keyof ReturnType<typeof contentSchemas>;
export const COLLECTIONS = Object.keys(contentSchemas(z.string())) as CollectionName[];
/** The page each collection fills, without its language prefix. */
export const COLLECTION_PATHS: Record<CollectionName, string> = {
  start: '/',
  'business-card': '/business-card/',
  dynatags: '/dynatags/',
  questions: '/questions/',
  terms: '/terms/',
  cookies: '/cookies/',
};
/** A card's layout, as named in the content: blackPersonal → personal. */
export const layoutOf = (type: (typeof CARD_TYPES)[number]) =>
  type.replace(/^(black|gold)/, '').toLowerCase() as 'personal' | 'company' | 'simple';
