// The content editor (issue 35): Keystatic in local mode, run only by `bun run content:edit`
// (astro.content-editor.config.mjs); the site's own build never includes it. One singleton per page and language,
// writing the same YAML files the pages read (src/content/<page>/<lang>.yaml), with every field of the page's schema
// (lib/content-schemas.ts; scripts/content/editor.test.ts holds the two together). docs/operations.md tells how
// marketing runs it.
import { config, fields, singleton } from '@keystatic/core';
import { LANGUAGES, type Lang } from '../shared/constants';
import { COLLECTION_PATHS, type CollectionName, DYNATAG_PLANS, PLANS } from './src/lib/content-schemas';
import { ICONS } from './src/lib/icons';

const LANGUAGE_NAMES: Record<Lang, string> = { sv: 'Svenska', en: 'English', fi: 'Suomi' };
const PAGE_NAMES: Record<CollectionName, string> = {
  start: 'Start page',
  'business-card': 'Business cards',
  dynatags: 'Dynatags',
  questions: 'Questions',
  terms: 'Terms',
  cookies: 'Cookies',
};

const text = (label: string, description?: string) =>
  fields.text({ label, description, multiline: true, validation: { length: { min: 1 } } });
const line = (label: string, description?: string) =>
  fields.text({ label, description, validation: { length: { min: 1 } } });
const list = (label: string, item: string) =>
  fields.array(text(item), { label, itemLabel: (props) => props.value, validation: { length: { min: 1 } } });
const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
const icon = fields.select({ label: 'Icon', options: options(Object.keys(ICONS)), defaultValue: 'check' });
const link = (label: string) =>
  fields.object(
    {
      label: line('Text'),
      href: line(
        'Address',
        'A page without its language (/business-card/), an anchor (#pricing) or https://…',
      ),
    },
    { label },
  );
const FIGURES =
  'Figures: {subscriptionMonthly}, {subscriptionLifetime}, {cheapestCard}, {dynatagService}, {dynatagExtra}, ' +
  '{includedDynatags}, {shippingNational}, {shippingInternational}, {noticeDays} (docs/operations.md).';
const titled = (label: string, rest: Parameters<typeof fields.object>[0] = {}) =>
  fields.object({ title: line('Title'), text: text('Text'), ...rest }, { label });
const items = <T extends Parameters<typeof fields.object>[0]>(
  label: string,
  item: T,
  name: keyof T & string,
) =>
  fields.array(fields.object(item), {
    label,
    itemLabel: (props) => String((props.fields[name] as { value?: unknown }).value ?? ''),
    validation: { length: { min: 1 } },
  });

/**
 * Pictures under a title, uploaded into the site's assets next to the page's others (src/assets/product/<page>/<lang>/,
 * where scripts/product-pictures.ts writes the product's).
 */
const showcase = (page: CollectionName, lang: Lang) => {
  const image = (label: string, isRequired: boolean) =>
    fields.image({
      label,
      directory: `src/assets/product/${page}/${lang}`,
      publicPath: `../../assets/product/${page}/${lang}/`,
      validation: { isRequired },
    });
  return fields.object(
    {
      title: line('Title'),
      pictures: fields.array(
        fields.object({
          src: image('Picture', true),
          dark: image('The same in the dark theme (optional)', false),
          alt: line('Alt text', 'What the picture shows, for someone who cannot see it.'),
        }),
        { label: 'Pictures', itemLabel: (props) => props.fields.alt.value },
      ),
    },
    { label: 'Pictures of the product' },
  );
};

const page = {
  title: line('Page title (browser tab, search results)'),
  description: text('Description (search results)'),
};

/** Every page's fields, as its schema has them. */
export const pageFields = (name: CollectionName, lang: Lang) =>
  ({
    start: {
      ...page,
      welcome: fields.object(
        {
          title: line('Title'),
          text: text('Text'),
          shortcuts: fields.object(
            {
              profiles: line('Profiles'),
              companies: line('Companies'),
              dynatags: line('Dynatags'),
              orders: line('Orders'),
            },
            { label: 'Shortcuts' },
          ),
        },
        { label: 'Welcome (signed-in visitors)' },
      ),
      hero: titled('Top of the page', {
        eyebrow: line('Eyebrow'),
        signup: line('Sign-up button'),
        cards: line('Cards button'),
        note: text('Note under the buttons'),
      }),
      steps: fields.object(
        {
          title: line('Title'),
          items: items('Steps', { icon, title: line('Title'), text: text('Text') }, 'title'),
        },
        { label: 'Steps' },
      ),
      services: fields.object(
        {
          title: line('Title'),
          items: items(
            'Services',
            { icon, title: line('Title'), text: text('Text'), link: link('Link') },
            'title',
          ),
        },
        { label: 'Services' },
      ),
      plans: fields.object(
        {
          title: line('Title'),
          intro: text('Intro'),
          popular: line('Badge of the popular plan'),
          cta: line('Button'),
          exclVat: line('Under each price'),
          items: items(
            'Plans',
            {
              plan: fields.select({
                label: 'Plan (its price comes from billing)',
                options: options(PLANS),
                defaultValue: 'free',
              }),
              name: line('Name'),
              per: line('After the price'),
              popular: fields.checkbox({ label: 'Popular', defaultValue: false }),
              features: list('Features', 'Feature'),
            },
            'name',
          ),
        },
        { label: 'Plans' },
      ),
      teams: fields.object(
        {
          title: line('Title'),
          text: text('Text'),
          points: list('Points', 'Point'),
          app: titled('Install as an app'),
          api: titled('The API', { link: link('Link') }),
        },
        { label: 'Teams' },
      ),
      showcase: showcase(name, lang),
    },
    'business-card': {
      ...page,
      hero: titled('Top of the page', { eyebrow: line('Eyebrow'), cta: line('Button') }),
      types: fields.object(
        {
          title: line('Title'),
          intro: text('Intro'),
          layouts: fields.object(
            { personal: text('Personal'), company: text('Company'), simple: text('Simple') },
            { label: 'What each layout shows' },
          ),
          perCard: line('After a price'),
          exclVat: line('Excluding VAT'),
          inclVat: line('Including VAT', 'With {price}, the card’s price with VAT.'),
          vatNote: text('Note under the cards'),
        },
        { label: 'Card types (names and prices come from the product)' },
      ),
      features: fields.object(
        { title: line('Title'), items: list('Features', 'Feature') },
        { label: 'Features' },
      ),
      shipping: fields.object(
        {
          title: line('Title'),
          national: line('Shipping in Sweden'),
          international: line('Shipping abroad'),
          delivery: text('Delivery time'),
          alternativeAddress: text('Other addresses'),
        },
        { label: 'Shipping (prices come from billing)' },
      ),
      order: fields.object(
        { title: line('Title'), steps: list('Steps', 'Step'), note: text('Note'), cta: line('Button') },
        { label: 'How to order' },
      ),
      showcase: showcase(name, lang),
    },
    dynatags: {
      ...page,
      hero: titled('Top of the page', {
        eyebrow: line('Eyebrow'),
        cta: line('Button'),
        demoSubtitle: line('Subtitle of the example dynatag'),
      }),
      useCases: fields.object({ title: line('Title'), items: list('Uses', 'Use') }, { label: 'Uses' }),
      modules: fields.object(
        {
          title: line('Title'),
          intro: text('Intro'),
          items: items(
            'Modules (the first four show in the example)',
            { icon, name: line('Name'), text: text('Text') },
            'name',
          ),
        },
        { label: 'Modules' },
      ),
      control: fields.object(
        {
          title: line('Title'),
          items: items('Features', { icon, title: line('Title'), text: text('Text') }, 'title'),
        },
        { label: 'Control' },
      ),
      pricing: fields.object(
        {
          title: line('Title'),
          per: line('After a price'),
          perDay: line('Daily price', 'With {daily}, the plan’s daily price.'),
          exclVat: line('Excluding VAT'),
          plans: items(
            'Plans',
            {
              plan: fields.select({
                label: 'Plan (its prices come from billing)',
                options: options(DYNATAG_PLANS),
                defaultValue: 'dynatagService',
              }),
              name: line('Name'),
              text: text('Text', FIGURES),
            },
            'name',
          ),
          limits: fields.object(
            { title: line('Title'), items: list('Limits', 'Limit') },
            { label: 'Limits' },
          ),
          billingNote: text('Billing note'),
        },
        { label: 'Pricing' },
      ),
      showcase: showcase(name, lang),
    },
    questions: {
      ...page,
      hero: titled('Top of the page'),
      items: items('Questions', { question: line('Question'), answer: text('Answer', FIGURES) }, 'question'),
      more: fields.object(
        { title: line('Title'), text: text('Text'), link: link('Link') },
        { label: 'More questions' },
      ),
    },
    terms: {
      ...page,
      updated: fields.date({
        label: 'Last changed (mail users 30 days ahead)',
        validation: { isRequired: true },
      }),
      updatedLabel: line('“Last updated” line', 'With {date}, the day above.'),
      intro: text('Intro'),
      sections: items('Sections', { title: line('Title'), text: text('Text', FIGURES) }, 'title'),
      links: fields.array(fields.object({ label: line('Text'), href: line('Address') }), {
        label: 'Links at the end',
        itemLabel: (props) => props.fields.label.value,
      }),
    },
    cookies: {
      ...page,
      intro: text('Intro'),
      table: fields.object(
        {
          title: line('Title'),
          columns: fields.object(
            {
              name: line('Name'),
              purpose: line('Purpose'),
              storage: line('Where'),
              duration: line('How long'),
            },
            { label: 'Column headings' },
          ),
          rows: items(
            'Rows',
            {
              name: line('Name'),
              purpose: text('Purpose'),
              storage: line('Where'),
              duration: line('How long'),
            },
            'name',
          ),
          note: text('Note under the table'),
        },
        { label: 'What we store' },
      ),
      views: titled('Views without cookies'),
      manage: titled('How to remove them'),
    },
  })[name];

export const singletonKey = (name: CollectionName, lang: Lang) => `${name}-${lang}`;
const NAMES = Object.keys(PAGE_NAMES) as CollectionName[];

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'Dynacard' },
    // Each page's three languages side by side.
    navigation: Object.fromEntries(
      NAMES.map((name) => [PAGE_NAMES[name], LANGUAGES.map((lang) => singletonKey(name, lang))]),
    ),
  },
  singletons: Object.fromEntries(
    NAMES.flatMap((name) =>
      LANGUAGES.map((lang) => [
        singletonKey(name, lang),
        singleton({
          label: `${PAGE_NAMES[name]} · ${LANGUAGE_NAMES[lang]}`,
          path: `src/content/${name}/${lang}`,
          format: { data: 'yaml' },
          previewUrl: lang === 'sv' ? COLLECTION_PATHS[name] : `/${lang}${COLLECTION_PATHS[name]}`,
          schema: pageFields(name, lang),
        }),
      ]),
    ),
  ),
});
