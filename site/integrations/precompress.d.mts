import type { AstroIntegration } from 'astro';

/** Writes `<file>.br` beside every text file of the built client (precompress.mjs). */
export default function precompress(): AstroIntegration;
