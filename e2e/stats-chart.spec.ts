// The statistics chart as an owner reads it (issue 19): it ends at today (no future days drawn as 0, no cliff),
// its month labels on the year view stand apart at the dialog's real width, on a desktop and on a phone, and its
// legend shows real numbers (the period's totals, the hovered bucket's), never "--", in sv, en and fi.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { Lang } from '../shared/constants';
import { tags as enTags } from '../shared/i18n/en/tags';
import { tags as fiTags } from '../shared/i18n/fi/tags';
import { tags as svTags } from '../shared/i18n/sv/tags';
import type { Statistics } from '../shared/types/dynatags';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { openDashboard } from './support/orders';
import { settleVisitor } from './support/site';

const TEXTS = { sv: svTags, en: enTags, fi: fiTags };
const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };
const SHOTS = join('test-results', 'stats-chart');

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

/** An owner's tag with three views today (two visitors), through the public API as a scan app would. */
async function tagWithViews(api: APIRequestContext) {
  await signUpViaApi(api, 'Stina Statistik', 'stat');
  const company = await api.post('/api/v1/companies', { data: { name: 'Chart AB', billing: BILLING_INFO } });
  expect(company.ok(), await company.text()).toBe(true);
  const { shortId } = ((await company.json()) as { data: { shortId: string } }).data;
  const made = await postTag(api, shortId, { name: 'Stand', label: 'Hall C', modules: [] });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { data: { id: string } }).data.id;
  for (const ip of ['203.0.113.61', '203.0.113.62', '203.0.113.61']) {
    const res = await api.get(`/api/v1/dynatags/public/${id}?count=true`, {
      headers: {
        'x-forwarded-for': ip,
        'user-agent': `Mozilla/5.0 (iPhone; CPU iPhone OS 18_${ip.at(-1)} like Mac OS X) Mobile/15E148 Safari/604.1`,
      },
    });
    expect(res.ok()).toBe(true);
  }
  await expect
    .poll(
      async () => {
        const res = await api.get(`/api/v1/dynatags/${id}/statistics?period=all`);
        return ((await res.json()) as { data: Statistics }).data.total;
      },
      { timeout: 15_000 },
    )
    .toBe(3);
  return id;
}

/** The x-axis labels the chart drew, each as its box on the canvas (the chart records what it draws). */
async function drawnLabels(chart: Locator) {
  return chart.evaluate((el) => {
    const drawn = JSON.parse(el.getAttribute('data-x-labels') ?? 'null') as {
      font: string;
      labels: { text: string; x: number }[];
    } | null;
    if (!drawn) return null;
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = drawn.font;
    return {
      width: el.clientWidth,
      boxes: drawn.labels.map(({ text, x }) => {
        const half = ctx.measureText(text).width / 2;
        return { text, left: x - half, right: x + half };
      }),
    };
  });
}

async function openStats(page: Page, lang: Lang) {
  const t = TEXTS[lang];
  await page.getByRole('button', { name: fill(t.statisticsNamed, { name: 'Stand' }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(t.statsTitle, { name: 'Stand' }) });
  await expect(dialog.getByTestId('stats-totals')).toContainText(`${t.statsTotal}3`);
  return dialog;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

for (const [lang, size] of [
  ['en', { width: 1280, height: 900 }],
  ['fi', { width: 390, height: 844 }],
  ['sv', { width: 1024, height: 800 }],
] as const) {
  test(`the chart ends at today, its month labels stand apart, its legend shows numbers (${lang}, ${size.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = TEXTS[lang];
    await settleVisitor(page.context(), { lang });
    await page.setViewportSize(size);
    await tagWithViews(page.request);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDashboard(page, '/dashboard/dynatags');
    // openDashboard goes through /en/; the dashboard speaks the visitor's language.
    await page.evaluate((l) => localStorage.setItem('targetLang', l), lang);
    await page.reload();
    const dialog = await openStats(page, lang);
    const chart = dialog.getByTestId('stats-chart');
    const legend = chart.locator('.u-legend');
    const today = new Date();
    const todayLabel = new Intl.DateTimeFormat(LOCALES[lang], {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(today);
    const firstLabel = new Intl.DateTimeFormat(LOCALES[lang], {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));

    await test.step('month: the legend shows the period and its totals, not "--"', async () => {
      await expect(legend).toBeVisible();
      await expect(legend).not.toContainText('--');
      await expect(legend).toContainText(`${t.statsTotal}3`);
      await expect(legend).toContainText(`${t.statsUnique}2`);
      const span = today.getUTCDate() === 1 ? todayLabel : `${firstLabel} – ${todayLabel}`;
      await expect(legend).toContainText(span);
      await shoot(page, `${lang}-month`);
    });

    await test.step('month: the last point is today, with its views (no future day as 0)', async () => {
      const plot = chart.locator('.u-over');
      const box = (await plot.boundingBox())!;
      await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2);
      await expect(legend).toContainText(`${t.statsColWhen}${todayLabel}`);
      await expect(legend).toContainText(`${t.statsTotal}3`);
      await page.mouse.move(0, 0);
      // The table of numbers ends at today too.
      await dialog.getByText(t.statsShowNumbers).click();
      await expect(dialog.locator('details tbody tr').last().locator('th')).toHaveText(todayLabel);
    });

    await test.step('year: the month labels do not overlap and stay inside the chart', async () => {
      await dialog.getByLabel(t.statsPeriod).selectOption('year');
      await expect(legend).toContainText(`${t.statsTotal}3`);
      await expect(async () => {
        const drawn = await drawnLabels(chart);
        expect(drawn).not.toBeNull();
        const { boxes, width } = drawn!;
        expect(boxes.length).toBeGreaterThan(1);
        for (const [i, box] of boxes.entries()) {
          expect(box.left, box.text).toBeGreaterThanOrEqual(0);
          expect(box.right, box.text).toBeLessThanOrEqual(width);
          if (i > 0)
            expect(box.left - boxes[i - 1].right, `${boxes[i - 1].text} | ${box.text}`).toBeGreaterThan(4);
        }
        // The year ends at this month: no month after it is drawn.
        const month = new Intl.DateTimeFormat(LOCALES[lang], { month: 'short', timeZone: 'UTC' }).format(
          today,
        );
        expect(boxes.at(-1)!.text.startsWith(month) || boxes.length < today.getUTCMonth() + 1).toBe(true);
      }).toPass({ timeout: 10_000 });
      await shoot(page, `${lang}-year`);
    });
  });
}
