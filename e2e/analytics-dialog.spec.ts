// The statistics dialog's analytics (issue 22) as an owner reads them: a tag scanned from three cities on three
// kinds of device by QR, NFC and a link shows the map's circles, the bars with their numbers, the busy hour on the
// heat map, the comparison with the period before, and the single views a page at a time with their CSV; on a
// desktop and on a phone, with no serious axe finding.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { analytics as en } from '../shared/i18n/en/analytics';
import { tags as enTags } from '../shared/i18n/en/tags';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { accessible, fill } from './support/checks';
import { openDashboard } from './support/orders';
import { settleVisitor } from './support/site';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** Who scans: Stockholm by QR on iPhones (a campaign), Helsinki by NFC on a computer, Copenhagen from a link. */
const SCANS = [
  { ip: '130.237.20.1', agent: IPHONE, query: '&s=q&utm_campaign=fair26&utm_source=print', times: 14 },
  { ip: '128.214.1.1', agent: WINDOWS, query: '&s=n', times: 8 },
  { ip: '46.30.211.1', agent: ANDROID, query: '', referer: 'https://news.example.com/story', times: 8 },
];
const VIEWS = 30;
const SHOTS = join('test-results', 'analytics-dialog');

/** The weekday (Monday 0) and hour of now in the browser's zone (the dialog sends it as tz). */
function cellOfNow(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    parts.find((p) => p.type === 'weekday')!.value,
  );
  return `${day}-${Number(parts.find((p) => p.type === 'hour')!.value)}`;
}

/** An owner's tag with VIEWS views from three places, counted as a scan app counts them. */
async function tagWithScans(api: APIRequestContext) {
  await signUpViaApi(api, 'Anna Analys', 'anal');
  const company = await api.post('/api/v1/companies', { data: { name: 'Mässan AB', billing: BILLING_INFO } });
  expect(company.ok(), await company.text()).toBe(true);
  const { shortId } = ((await company.json()) as { data: { shortId: string } }).data;
  const made = await postTag(api, shortId, { name: 'Elmia stand', label: 'Hall A', modules: [] });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { data: { id: string } }).data.id;
  const cells = new Set<string>();
  for (const scan of SCANS) {
    for (let i = 0; i < scan.times; i++) {
      cells.add(cellOfNow('Europe/Stockholm'));
      const res = await api.get(`/api/v1/dynatags/public/${id}?count=true${scan.query}`, {
        headers: {
          'x-forwarded-for': scan.ip,
          'user-agent': scan.agent,
          ...(scan.referer && { referer: scan.referer }),
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
  }
  cells.add(cellOfNow('Europe/Stockholm'));
  await expect
    .poll(
      async () => {
        const res = await api.get(`/api/v1/analytics?item=dynatag&id=${id}`);
        return ((await res.json()) as { data: { totals: { total: number } } }).data.totals.total;
      },
      { timeout: 20_000 },
    )
    .toBe(VIEWS);
  return { id, cells: [...cells] };
}

async function openAnalytics(page: Page) {
  await page.getByRole('button', { name: fill(enTags.statisticsNamed, { name: 'Elmia stand' }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(enTags.statsTitle, { name: 'Elmia stand' }) });
  // The first analytics of a cold server on a busy machine may take a while; an error the dialog shows is
  // named at once instead of a missing element.
  const totals = dialog.getByTestId('stats-totals');
  await expect(totals.or(dialog.getByRole('alert'))).toBeVisible({ timeout: 45_000 });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(totals).toContainText(`${enTags.statsTotal}${VIEWS}`);
  return dialog;
}

/** The whole dialog on a tall screen, for a person to look at (test-results/analytics-dialog/). */
async function shoot(page: Page, dialog: Locator, name: string) {
  const size = page.viewportSize()!;
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: size.width, height: 3200 });
  await dialog.screenshot({ path: join(SHOTS, `${name}.png`) });
  await page.setViewportSize(size);
}

test.beforeEach(async ({ page }) => {
  await settleVisitor(page.context(), { lang: 'en' });
});

test('a tag’s analytics: map, bars, heat map, comparison, single views with load more and CSV (desktop)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { cells } = await tagWithScans(page.request);
  await openDashboard(page, '/dashboard/dynatags');
  await page.evaluate(() => localStorage.setItem('targetLang', 'en'));
  await page.reload();
  const dialog = await openAnalytics(page);

  await test.step('the totals: first-time and returning, new against an empty period before', async () => {
    const totals = dialog.getByTestId('stats-totals');
    await expect(totals).toContainText(`${enTags.statsUnique}3`);
    await expect(totals).toContainText(`${en.returning}${VIEWS - 3}`);
    await expect(totals.getByTestId('change').first()).toContainText(en.changeNew);
    await expect(dialog.getByTestId('first-returning')).toContainText(`${en.firstTime} 10%`);
  });

  await test.step('the map: a circle per city, a popup with the place and its views', async () => {
    const map = dialog.getByTestId('places-map');
    await map.scrollIntoViewIfNeeded();
    const circles = map.locator('path.leaflet-interactive');
    await expect(circles).toHaveCount(3);
    // The busiest place has the biggest circle: Stockholm's 14 views.
    const sizes = await circles.evaluateAll((paths) =>
      paths.map((p) => (p as SVGPathElement).getBBox().width),
    );
    expect(Math.max(...sizes)).toBeGreaterThan(Math.min(...sizes));
    const biggest = circles.nth(sizes.indexOf(Math.max(...sizes)));
    await biggest.click({ force: true });
    await expect(map.locator('.leaflet-popup-content')).toContainText('Stockholm, Sweden');
    await expect(map.locator('.leaflet-popup-content')).toContainText(fill(en.mapViews, { n: 14 }));
  });

  await test.step('the bars: sources, devices, countries, cities, referrers and campaigns with their numbers', async () => {
    const row = (facet: string, name: string) =>
      dialog.getByTestId(`bars-${facet}`).getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('source', en.sourceQr)).toContainText('14');
    await expect(row('source', en.sourceNfc)).toContainText('8');
    await expect(row('source', en.sourceReferrer)).toContainText('8');
    await expect(row('device', en.deviceMobile)).toContainText('22');
    await expect(row('device', en.deviceDesktop)).toContainText('8');
    await expect(row('country', 'Sweden')).toContainText('14');
    await expect(row('country', 'Finland')).toContainText('8');
    await expect(row('place', 'Helsinki, Finland')).toContainText('8');
    await expect(row('referrer', 'news.example.com')).toContainText('8');
    await expect(row('utm_campaign', 'fair26')).toContainText('14');
    await expect(row('browser', 'Edge')).toContainText('8');
  });

  await test.step('the heat map: the hour of the scans in the reader’s zone holds them all', async () => {
    const heat = dialog.getByTestId('heatmap');
    const counts = await heat
      .locator('td[data-views]')
      .evaluateAll((tds) =>
        tds.map((td) => [td.getAttribute('data-cell'), Number(td.getAttribute('data-views'))]),
      );
    const busy = counts.filter(([, n]) => (n as number) > 0);
    expect(busy.reduce((sum, [, n]) => sum + (n as number), 0)).toBe(VIEWS);
    for (const [cell] of busy) expect(cells).toContain(cell);
    await expect(heat).toContainText('Europe/Stockholm');
    await expect(dialog.getByTestId('hour-bars').locator('canvas')).toBeVisible();
  });

  await test.step('the comparison: a day with no views against the day of the scans is -100 %', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel(enTags.statsPeriod).selectOption('range');
    await dialog.getByLabel(enTags.rangeFrom).fill(tomorrow);
    await dialog.getByLabel(enTags.rangeTo).fill(tomorrow);
    const totals = dialog.getByTestId('stats-totals');
    await expect(totals).toContainText(`${enTags.statsTotal}0`);
    await expect(totals.getByTestId('change').first()).toContainText('-100% ↓');
    await expect(totals.getByTestId('change').first()).toHaveAttribute('title', new RegExp(`: ${VIEWS}$`));
    // The chart's previous period (the muted dashed line) holds the day of the scans.
    await expect(dialog.getByTestId('stats-chart').locator('.u-legend')).toContainText(
      `${en.chartPrevious}${VIEWS}`,
    );
    await expect(
      dialog.getByTestId('bars-source').getByRole('row', { name: new RegExp(`^${en.sourceQr}`) }),
    ).toHaveCount(0);
    // All years: this year's bucket, and no comparison with the years before 2000.
    await dialog.getByLabel(enTags.statsPeriod).selectOption('all');
    await expect(totals).toContainText(`${enTags.statsTotal}${VIEWS}`);
    await expect(totals.getByTestId('change')).toHaveCount(0);
    await dialog.getByText(enTags.statsShowNumbers).click();
    await expect(dialog.locator('details tbody tr')).toHaveCount(1);
    await expect(dialog.locator('details tbody tr th')).toHaveText(String(new Date().getUTCFullYear()));
    await dialog.getByLabel(enTags.statsPeriod).selectOption('last7');
    await expect(totals).toContainText(`${enTags.statsTotal}${VIEWS}`);
  });

  await test.step('no serious axe finding on the overview', async () => {
    await accessible(page, 'statistics dialog, overview');
    await shoot(page, dialog, 'desktop-overview');
  });

  await test.step('the single views: newest first, 25 a page, load more, and the CSV of the period', async () => {
    await dialog.getByRole('tab', { name: en.tabViews }).click();
    const views = dialog.getByTestId('raw-views');
    const rows = views.locator('tbody tr');
    await expect(rows).toHaveCount(25);
    // Newest first: the Copenhagen link views were the last.
    await expect(rows.first()).toContainText('Copenhagen, Denmark');
    await expect(rows.first()).toContainText(en.sourceReferrer);
    await expect(views).toContainText(fill(en.viewsShown, { n: 25 }));
    await views.getByRole('button', { name: en.loadMore }).click();
    await expect(rows).toHaveCount(VIEWS);
    await expect(rows.last()).toContainText('Stockholm, Sweden');
    await expect(rows.last()).toContainText('fair26 / print');
    await expect(rows.last()).toContainText(en.visitorFirst);
    await expect(views.getByRole('button', { name: en.loadMore })).toHaveCount(0);
    await accessible(page, 'statistics dialog, single views');
    await shoot(page, dialog, 'desktop-views');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      views.getByRole('link', { name: en.downloadViews }).click(),
    ]);
    const csv = await download.createReadStream().then(async (stream) => {
      let text = '';
      for await (const chunk of stream) text += chunk;
      return text;
    });
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(VIEWS + 1);
    expect(csv).toContain('Stockholm');
    expect(csv).not.toContain('130.237.20.1');
  });
});

test('the analytics on a phone in the dark theme: the map and the heat map fit 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await tagWithScans(page.request);
  await openDashboard(page, '/dashboard/dynatags');
  await page.evaluate(() => {
    localStorage.setItem('targetLang', 'en');
    localStorage.setItem('themeMode', 'dark');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dialog = await openAnalytics(page);
  const map = dialog.getByTestId('places-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(3);
  for (const part of [map, dialog.getByTestId('heatmap').locator('table')]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  // Each heat map cell is still a visible square, not squeezed to nothing.
  const cell = (await dialog.getByTestId('heatmap').locator('td[data-cell="0-0"]').boundingBox())!;
  expect(cell.width).toBeGreaterThanOrEqual(8);
  await expect(dialog.getByTestId('bars-source')).toContainText(en.sourceQr);
  await accessible(page, 'statistics dialog on a phone, dark');
  await shoot(page, dialog, 'phone-dark');
  // The single views scroll sideways in their own box, which a keyboard can scroll too.
  await dialog.getByRole('tab', { name: en.tabViews }).click();
  await expect(dialog.getByTestId('raw-views').locator('tbody tr')).toHaveCount(25);
  await accessible(page, 'single views on a phone, dark');
  await shoot(page, dialog, 'phone-views-dark');
});

test('a breakdown beyond its top 10: Show all lists every campaign', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page.request, 'Kim Kampanj', 'camp');
  const company = await page.request.post('/api/v1/companies', {
    data: { name: 'Kampanj AB', billing: BILLING_INFO },
  });
  const { shortId } = ((await company.json()) as { data: { shortId: string } }).data;
  const made = await postTag(page.request, shortId, { name: 'Flyer', label: 'Mail', modules: [] });
  const id = ((await made.json()) as { data: { id: string } }).data.id;
  // Twelve campaigns, campaign 1 seen once, campaign 12 twelve times: the overview lists the busiest ten.
  for (let c = 1; c <= 12; c++)
    for (let i = 0; i < c; i++) {
      const res = await page.request.get(`/api/v1/dynatags/public/${id}?count=true&utm_campaign=mail${c}`, {
        headers: { 'x-forwarded-for': `203.0.113.${c}`, 'user-agent': IPHONE },
      });
      expect(res.ok()).toBe(true);
    }
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/v1/analytics?item=dynatag&id=${id}`);
        return ((await res.json()) as { data: { totals: { total: number } } }).data.totals.total;
      },
      { timeout: 20_000 },
    )
    .toBe(78);
  await openDashboard(page, '/dashboard/dynatags');
  await page.evaluate(() => localStorage.setItem('targetLang', 'en'));
  await page.reload();
  await page.getByRole('button', { name: fill(enTags.statisticsNamed, { name: 'Flyer' }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(enTags.statsTitle, { name: 'Flyer' }) });
  const campaigns = dialog.getByTestId('bars-utm_campaign');
  await expect(campaigns.locator('tbody tr')).toHaveCount(10);
  await expect(campaigns.locator('tbody tr').first()).toContainText('mail12');
  await expect(campaigns.getByRole('row', { name: /^mail1\b/ })).toHaveCount(0);
  await campaigns.getByRole('button', { name: `${en.showAll}: ${en.sectionUtmCampaign}` }).click();
  await expect(campaigns.locator('tbody tr')).toHaveCount(12);
  await expect(campaigns.getByRole('row', { name: /^mail1\b/ })).toContainText('1');
  await expect(
    campaigns.getByRole('button', { name: `${en.showAll}: ${en.sectionUtmCampaign}` }),
  ).toHaveCount(0);
  // Sources all fit the top 10: no Show all there.
  await expect(dialog.getByTestId('bars-source').getByRole('button')).toHaveCount(0);
});
