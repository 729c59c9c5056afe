// The product pages' content collections (issue 35): one YAML file per page and language in src/content/<name>/,
// read by the page templates; the schemas live in lib/content-schemas.ts, shared with the content check.

import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { contentSchemas } from './lib/content-schemas';

const files = (name: string) => glob({ pattern: '*.yaml', base: `./src/content/${name}` });

export const collections = {
  start: defineCollection({ loader: files('start'), schema: ({ image }) => contentSchemas(image()).start }),
  'business-card': defineCollection({
    loader: files('business-card'),
    schema: ({ image }) => contentSchemas(image())['business-card'],
  }),
  dynatags: defineCollection({
    loader: files('dynatags'),
    schema: ({ image }) => contentSchemas(image()).dynatags,
  }),
  questions: defineCollection({
    loader: files('questions'),
    schema: ({ image }) => contentSchemas(image()).questions,
  }),
  terms: defineCollection({ loader: files('terms'), schema: ({ image }) => contentSchemas(image()).terms }),
  cookies: defineCollection({
    loader: files('cookies'),
    schema: ({ image }) => contentSchemas(image()).cookies,
  }),
};
