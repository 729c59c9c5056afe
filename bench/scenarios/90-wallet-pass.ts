// A Wallet pass is generated in ≤ 50 ms p50 (issue 21), measured side by side with generating the plain QR code
// of the same card (the PNG the dashboard downloads): both in this process on a card with a photo and a company,
// in alternating pairs so a busy moment of the machine falls on both. The pass is the whole route
// GET /api/v1/wallet/apple/{serial}: the card read, the photo scaled, pass.json, manifest, PKCS#7 signature, zip.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '@db/client';
import { companies, memberships, profiles, users } from '@db/schema';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { createApp } from '../../api/src/app';
import { applePass, passContent } from '../../api/src/modules/wallet';
import { makeAppleSigning } from '../../api/src/modules/wallet/test-kit';
import { loadConfig } from '../../api/src/platform/config';
import { createDeps } from '../../api/src/platform/deps';
import { memoryLogger } from '../../api/src/platform/log';
import { percentile, round } from '../lib/report';
import { defineScenario } from '../lib/scenario';

const PAIRS = 100;

export default defineScenario({
  name: 'wallet-pass',
  description: 'an Apple Wallet pass beside the plain QR code (in process)',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'bench-wallet-'));
    const config = loadConfig({
      DATA_DIR: dir,
      SECRET: 'bench-secret',
      PUBLIC_URL: 'https://dynacard.se',
      ...makeAppleSigning().env,
    });
    const database = await openDatabase(config.database);
    await migrateDatabase(database.db);
    const deps = createDeps(config, database, { log: memoryLogger() });
    const app = createApp(deps);
    try {
      const now = Date.now();
      const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#8a5a44' } })
        .jpeg()
        .toBuffer();
      await deps.storage.put('users/bench/avatar.jpg', new Uint8Array(photo), 'image/jpeg');
      const [user] = await deps.db
        .insert(users)
        .values({
          shortId: 'benchwallet',
          email: 'wallet@bench.local',
          username: 'bench_wallet',
          fullName: 'Anna Berg',
          passwordHash: 'x',
          isVerified: true,
          termsAcceptedAt: now,
          avatarKey: 'users/bench/avatar.jpg',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const [company] = await deps.db
        .insert(companies)
        .values({
          shortId: 'benchco',
          name: 'Berg & Son AB',
          color: '#1f6f43',
          useColorInProfiles: true,
          createdByUserId: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await deps.db.insert(memberships).values({
        shortId: 'benchm',
        companyId: company.id,
        userId: user.id,
        state: 'owner',
        jobTitle: 'Snickare',
        invitedAt: now,
        joinedAt: now,
        updatedAt: now,
      });
      await deps.db
        .insert(profiles)
        .values({ shortId: 'benchprof', userId: user.id, isActive: true, createdAt: now, updatedAt: now });

      const pass = async () => {
        const res = await app.handle(new Request('https://dynacard.se/api/v1/wallet/apple/p.benchwallet'));
        if (res.status !== 200) throw new Error(`pass: ${res.status} ${await res.text()}`);
        return (await res.arrayBuffer()).byteLength;
      };
      const apple = config.wallet.apple!;
      // Made anew every time (no cache): the card read, the photo scaled, pass.json, manifest, signature, zip.
      const fresh = async () => {
        const content = await passContent(deps, 'p.benchwallet');
        return (await applePass(deps, apple, content!)).byteLength;
      };
      const qr = async () =>
        (
          await QRCode.toBuffer('https://dynacard.se/p/benchwallet?s=q', {
            width: 512,
            margin: 4,
            errorCorrectionLevel: 'M',
          })
        ).byteLength;
      // Warm-up: the first pass makes the icon and imports the key.
      for (let i = 0; i < 5; i++) await Promise.all([pass(), fresh(), qr()]);
      const freshMs: number[] = [];
      const passMs: number[] = [];
      const qrMs: number[] = [];
      let passBytes = 0;
      for (let i = 0; i < PAIRS; i++) {
        let start = performance.now();
        passBytes = await fresh();
        freshMs.push(performance.now() - start);
        start = performance.now();
        await pass();
        passMs.push(performance.now() - start);
        start = performance.now();
        await qr();
        qrMs.push(performance.now() - start);
      }
      const figure = (metric: string, values: number[], p: number, note?: string) => ({
        scenario: 'wallet-pass',
        metric: `${metric} p${p}`,
        value: round(percentile(values, p)),
        unit: 'ms',
        note,
      });
      return [
        figure('Apple pass made', freshMs, 50, `budget 50 ms; ${passBytes} B`),
        figure('Apple pass made', freshMs, 99),
        figure('Apple pass route', passMs, 50, 'made once per content'),
        figure('Apple pass route', passMs, 99),
        figure('plain QR code (PNG 512)', qrMs, 50),
        figure('plain QR code (PNG 512)', qrMs, 99),
      ];
    } finally {
      database.close();
    }
  },
});
