// The seller's payment details in the configuration: the documented demo defaults, values from the environment
// printed as invoices print them, and a bankgiro, IBAN or BIC whose check fails refused at startup with a message
// naming the variable.
import { describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLE_SELLER } from '@shared/constants';
import { loadConfig } from './config';
import { ConfigError } from './seller-config';

const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-seller-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SECRET: 's', ...env }).seller;

describe('seller configuration', () => {
  test('the demo defaults are valid payment details, approved for F-tax', () => {
    expect(load({})).toEqual(EXAMPLE_SELLER);
    expect(load({})).toMatchObject({
      bankgiro: '5050-1055',
      iban: 'SE45 5000 0000 0583 9825 7466',
      fTax: true,
    });
  });

  test('payment details from the environment, written as invoices print them', () => {
    const seller = load({
      SELLER_BANKGIRO: '1234566',
      SELLER_IBAN: 'se4550000000058398257466',
      SELLER_BIC: 'ndeasess',
      SELLER_F_TAX: 'false',
    });
    expect(seller).toMatchObject({
      bankgiro: '123-4566',
      iban: 'SE45 5000 0000 0583 9825 7466',
      bic: 'NDEASESS',
      fTax: false,
    });
  });

  test('a bankgiro, IBAN or BIC that fails its check is refused, naming the variable', () => {
    const refused = (env: Record<string, string>) => {
      try {
        load(env);
        return 'accepted';
      } catch (error) {
        return error instanceof ConfigError ? error.message : `other: ${error}`;
      }
    };
    expect(refused({ SELLER_BANKGIRO: '5050-1056' })).toStartWith(
      'SELLER_BANKGIRO "5050-1056" is not a bankgiro number',
    );
    expect(refused({ SELLER_IBAN: 'SE45 5000 0000 0583 9825 7467' })).toStartWith(
      'SELLER_IBAN "SE45 5000 0000 0583 9825 7467" is not an IBAN',
    );
    expect(refused({ SELLER_BIC: 'ESSE' })).toStartWith('SELLER_BIC "ESSE" is not a BIC');
  });

  test('the server does not start with an invalid bankgiro, and says why', async () => {
    const server = Bun.spawn(['bun', join(import.meta.dir, '../server.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, SECRET: 's', PORT: '0', SELLER_BANKGIRO: '5050-1056' },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    const timer = setTimeout(() => server.kill(), 60_000);
    const [code, stderr] = await Promise.all([server.exited, new Response(server.stderr).text()]);
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration refused: SELLER_BANKGIRO "5050-1056" is not a bankgiro number');
    expect(stderr).not.toContain('    at ');
  }, 70_000);
});
