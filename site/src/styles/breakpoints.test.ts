// The screen breakpoints of Tailwind are the SPEC's (§9: sm 600, md 1024, lg 1440, xl 1920 px), declared once in
// global.css's @theme and equal to `BREAKPOINTS`; Tailwind's own (640, 768, 1024, 1280, 1536) are switched off.
import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { BREAKPOINTS, DRAWER } from '@shared/constants';

const css = await Bun.file(join(import.meta.dir, 'global.css')).text();
const declared = Object.fromEntries(
  [...css.matchAll(/--breakpoint-([a-z0-9]+):\s*([\d.]+)rem;/g)].map((m) => [m[1], Number(m[2]) * 16]),
);

describe('screen breakpoints', () => {
  test('sm, md, lg and xl are the SPEC’s widths, and Tailwind’s defaults are reset', () => {
    expect(css).toContain('--breakpoint-*: initial;');
    const { nav, ...screens } = declared;
    expect(screens).toEqual({ ...BREAKPOINTS });
    // `nav:` starts one pixel above the drawer's breakpoint (the drawer is used up to and including it).
    expect(nav).toBe(DRAWER.breakpoint + 1);
  });

  test('the dashboard and the site use no breakpoint the SPEC lacks', async () => {
    const glob = new Bun.Glob('**/*.{tsx,astro,ts}');
    const stray: string[] = [];
    for await (const file of glob.scan(join(import.meta.dir, '..'))) {
      const text = await Bun.file(join(import.meta.dir, '..', file)).text();
      for (const m of text.matchAll(/(?<=[\s"'`])(?:max-)?(2xl|3xl):/g)) stray.push(`${file}: ${m[0]}`);
    }
    expect(stray).toEqual([]);
  });
});
