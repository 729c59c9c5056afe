// Browser tests against the real server (DESIGN §6): one Bun process on a free-ish port with a fresh data folder.
// The site must be built first (`bun run test` builds it before `bun run test:e2e`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { makeAppleSigning, makeGoogleAccount } from './api/src/modules/wallet/test-kit';
import { E2E_NFC_SUN_MASTER_KEY } from './e2e/support/chips';

// Computed once by the runner and handed to the workers through the environment they inherit,
// so every worker (which loads this file again) talks to the same server and reads the same outbox.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(20_000 + Math.floor(Math.random() * 30_000));
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'dynacard-e2e-'));
process.env.E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// Tests read mails from DATA_DIR/outbox/*.eml.
process.env.DATA_DIR = process.env.E2E_DATA_DIR;

const BASE_URL = process.env.E2E_BASE_URL;
// The HubSpot stand-in (e2e/crm.spec.ts): its own process on a port chosen here once, the server pointed at it.
if (!process.env.E2E_HUBSPOT_PORT) process.env.E2E_HUBSPOT_PORT = String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_HUBSPOT_URL = `http://127.0.0.1:${process.env.E2E_HUBSPOT_PORT}`;
// Wallet passes on (wallet.spec.ts): signing material made here once (a test CA, a pass certificate, a
// service-account key), handed to the server and the workers through the environment.
if (!process.env.E2E_WALLET) {
  process.env.E2E_WALLET = JSON.stringify({ ...makeAppleSigning().env, ...makeGoogleAccount().env });
}
// Google Wallet's token endpoint and REST API: the stand-in (its own process, checking the same service account),
// so an edit of a card whose save link a test handed out updates its pass there, never at Google.
if (!process.env.E2E_GOOGLE_PORT) process.env.E2E_GOOGLE_PORT = String(Number(process.env.E2E_PORT) + 2);
process.env.E2E_GOOGLE_URL = `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT}`;
const WALLET = JSON.parse(process.env.E2E_WALLET) as Record<string, string>;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two: three were measured no faster on the two cores here (the per-test times grew by half), only noisier.
  workers: 2,
  // One retry: three landings in a row failed CI on a single step of one of ~190 tests on a busy machine (a click
  // before the page's script ran, a navigation under an evaluate), each passing locally and fixed afterwards. A test
  // that fails twice still fails the run; one that passed only on its retry is listed as "flaky" in the report, and
  // such a test is fixed, not left to the retry.
  retries: 1,
  // Generous limits: the suite must hold on a busy 2-core machine (a failure still names what it waited for).
  timeout: 90_000,
  // Screenshots (page-looks.spec.ts): one picture per name for every machine, as CI runs the same Debian chromium;
  // 1 % of the pixels may differ (anti-aliasing), far less than a misplaced logo or a missing cover.
  expect: {
    timeout: 15_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    // Swedish is the default language; tests that need another browser language set their own locale.
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // A failed test keeps its trace: every action with the page's DOM before and after it, the network and the
    // console. Not the screencast (screenshots: a JPEG stream from the browser all through every test), which
    // cost a third of the suite's time on two cores (measured: 10 slow tests 125–149 s with it, 83–89 s
    // without); the failure's own screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's chromium; Playwright never downloads a browser here.
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'bun api/src/server.ts',
      url: `${BASE_URL}/api/v1/general/challenge`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE_URL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        ALTCHA_MAX_NUMBER: '1000',
        SECRET: 'e2e-secret-not-for-production-0123456789',
        SMTP_URL: '',
        // API-made accounts each come from their own address (e2e/support/api.ts), like users on their phones.
        TRUST_PROXY: 'true',
        ...WALLET,
        GOOGLE_WALLET_TOKEN_URL: `${process.env.E2E_GOOGLE_URL}/token`,
        GOOGLE_WALLET_API_URL: `${process.env.E2E_GOOGLE_URL}/walletobjects/v1`,
        // Mails go to the outbox here, no relay to spare: a spreadsheet's invitations need not wait 5 s a batch.
        MAIL_BATCH_PAUSE_MS: '100',
        // Webhook endpoints may be a receiver the test runs on this machine (e2e/webhooks.spec.ts).
        WEBHOOKS_ALLOW_LOOPBACK: 'true',
        // A company's OpenID provider may be a plain-http one the test runs on this machine (e2e/sso.spec.ts).
        SSO_ALLOW_HTTP_ISSUER: 'true',
        // CRM connections go to the HubSpot stand-in below (e2e/crm.spec.ts); Salesforce is not offered.
        HUBSPOT_CLIENT_ID: 'hubspot-client',
        HUBSPOT_CLIENT_SECRET: 'hubspot-secret',
        HUBSPOT_AUTH_URL: `${process.env.E2E_HUBSPOT_URL}/oauth/authorize`,
        HUBSPOT_API_URL: process.env.E2E_HUBSPOT_URL,
        // Video posters (e2e/video.spec.ts): YouTube's thumbnail is a picture of our own, never YouTube's.
        VIDEO_YOUTUBE_THUMBNAIL_URL: `${BASE_URL}/og-image.png`,
        VIDEO_VIMEO_OEMBED_URL: `${BASE_URL}/no-vimeo-in-tests`,
        // The metal cards' chips verify their taps with keys derived from this (e2e/card-taps.spec.ts).
        NFC_SUN_MASTER_KEY: E2E_NFC_SUN_MASTER_KEY,
      },
    },
    {
      command: `bun api/test/hubspot-stand-in.ts ${process.env.E2E_HUBSPOT_PORT}`,
      url: `${process.env.E2E_HUBSPOT_URL}/_stand-in/switches`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `bun api/src/modules/wallet/google-stand-in.ts ${process.env.E2E_GOOGLE_PORT}`,
      // Any answer means it listens (a call without a token is answered 401).
      url: `${process.env.E2E_GOOGLE_URL}/walletobjects/v1/genericObject/ready`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { GOOGLE_WALLET_SERVICE_ACCOUNT: WALLET.GOOGLE_WALLET_SERVICE_ACCOUNT },
    },
  ],
});
