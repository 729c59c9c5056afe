// Writing the card's address to an NFC tag (issue 21) on the profile's QR tab and in the dynatag editor. No NFC
// reader exists here, so each test defines a stand-in `NDEFReader` (Web NFC, Chrome for Android) before the
// page loads: it keeps what was written as the tag, reads it back on scan(), and can be told to play a read-back
// that differs, a read-only tag, a refused permission or a tag never held to the phone.
import { expect, type Page, test } from '@playwright/test';
import { app as en } from '../shared/i18n/en/app';
import { orders as ordersEn } from '../shared/i18n/en/orders';
import { tagEditor as editorTexts } from '../shared/i18n/en/tagEditor';
import { tags as tagTexts } from '../shared/i18n/en/tags';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { openDashboard, orderingOwner, placeOrder } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });

type Mode = 'ok' | 'mismatch' | 'readOnly' | 'denied' | 'never';

/** The stand-in reader, installed before the dashboard's scripts run. */
function installReader() {
  const nfc = {
    mode: 'ok' as Mode,
    permission: 'prompt' as PermissionState,
    tag: '',
    writes: [] as unknown[],
  };
  (window as unknown as { nfc: typeof nfc }).nfc = nfc;
  const query = navigator.permissions.query.bind(navigator.permissions);
  navigator.permissions.query = (async (descriptor: PermissionDescriptor) =>
    descriptor.name === ('nfc' as PermissionName)
      ? ({ state: nfc.permission } as PermissionStatus)
      : query(descriptor)) as typeof navigator.permissions.query;
  class NDEFReader extends EventTarget {
    async write(
      message: { records: { recordType: string; data: string }[] },
      options?: { signal?: AbortSignal },
    ) {
      nfc.writes.push(JSON.parse(JSON.stringify(message)));
      if (nfc.mode === 'denied') {
        nfc.permission = 'denied';
        throw new DOMException('NFC permission request denied.', 'NotAllowedError');
      }
      nfc.permission = 'granted';
      // Chrome rejects a write to a locked tag with NotAllowedError too; the permission is granted then.
      if (nfc.mode === 'readOnly') throw new DOMException('Failed to write to the tag.', 'NotAllowedError');
      if (nfc.mode === 'never') {
        await new Promise((_, reject) => {
          const signal = options?.signal;
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      }
      nfc.tag = nfc.mode === 'mismatch' ? 'https://elsewhere.example/x' : message.records[0].data;
    }
    async scan() {
      setTimeout(() => {
        const event = Object.assign(new Event('reading'), {
          message: {
            records: [{ recordType: 'url', data: new DataView(new TextEncoder().encode(nfc.tag).buffer) }],
          },
        });
        this.dispatchEvent(event);
      }, 100);
    }
  }
  Object.assign(window, { NDEFReader });
}

const setMode = (page: Page, mode: Mode) =>
  page.evaluate((m) => {
    (window as unknown as { nfc: { mode: Mode } }).nfc.mode = m;
  }, mode);
const writes = (page: Page) =>
  page.evaluate(() => (window as unknown as { nfc: { writes: unknown[] } }).nfc.writes);

test('on a phone that can write NFC tags: the address with ?s=n is written and read back; each failure says what to do', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await settleVisitor(context, { lang: 'en' });
  await context.addInitScript(installReader);
  await signUpViaApi(page.request, 'Nora Nfc', 'nfcw');
  await openDashboard(page, '/dashboard/profiles/qr-code');
  const me = ((await (await page.request.get('/api/v1/users/me')).json()) as { data: { shortId: string } })
    .data;
  const address = `${baseURL}/p/${me.shortId}?s=n`;
  const writer = page.getByTestId('nfc-writer');
  const result = writer.getByTestId('nfc-result');
  const fill = (text: string) => text.replace('{url}', address);

  await test.step('success: the tag holds the address marked as an NFC tap, read back the same', async () => {
    await writer.getByRole('button', { name: en.nfcWrite }).click();
    await expect(result).toHaveText(fill(en.nfcWritten));
    expect(await writes(page)).toEqual([{ records: [{ recordType: 'url', data: address }] }]);
    // The address shown and copied stays the plain one.
    await expect(page.getByTestId('card-link')).toHaveText(`${baseURL}/p/${me.shortId}`);
  });

  await test.step('a read-back that differs is said, not taken for success', async () => {
    await setMode(page, 'mismatch');
    await writer.getByRole('button', { name: en.nfcWrite }).click();
    await expect(result).toHaveText(en.nfcMismatch);
    await expect(result).toHaveAttribute('role', 'alert');
  });

  await test.step('a read-only tag', async () => {
    await setMode(page, 'readOnly');
    await writer.getByRole('button', { name: en.nfcTryAgain }).click();
    await expect(result).toHaveText(en.nfcReadOnly);
  });

  await test.step('the permission refused', async () => {
    await setMode(page, 'denied');
    await writer.getByRole('button', { name: en.nfcTryAgain }).click();
    await expect(result).toHaveText(en.nfcDenied);
  });

  await test.step('while it waits it asks for the tag, and Cancel stops the wait without an error', async () => {
    await setMode(page, 'never');
    await writer.getByRole('button', { name: en.nfcTryAgain }).click();
    await expect(writer.getByRole('status')).toHaveText(en.nfcHold);
    await writer.getByRole('button', { name: en.nfcCancel }).click();
    await expect(writer.getByRole('button', { name: en.nfcWrite })).toBeVisible();
    await expect(result).toHaveCount(0);
  });
});

test('the dynatag editor writes the tag’s address, marked ?s=n, the same way', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await settleVisitor(context, { lang: 'en' });
  await context.addInitScript(installReader);
  await context.addInitScript(() => localStorage.setItem('tagEditorTourSeen', 'true'));
  await signUpViaApi(page.request, 'Tove Tagg', 'nfct');
  const company = await page.request.post('/api/v1/companies', {
    data: { name: 'Nfc Tag AB', billing: BILLING_INFO },
  });
  expect(company.ok(), await company.text()).toBe(true);
  const { shortId } = ((await company.json()) as { data: { shortId: string } }).data;
  const made = await postTag(page.request, shortId, { name: 'Door', label: 'Front door', modules: [] });
  expect(made.status(), await made.text()).toBe(201);
  const tagId = ((await made.json()) as { data: { id: string } }).data.id;
  await openDashboard(page, '/dashboard/dynatags');
  await page.getByRole('button', { name: tagTexts.editNamed.replace('{name}', 'Door') }).click();
  const editor = page.getByRole('dialog', { name: editorTexts.editTitle.replace('{name}', 'Door') });
  await editor.getByRole('tab', { name: editorTexts.tabQr }).click();
  await editor.getByRole('button', { name: en.nfcWrite }).click();
  const address = `${baseURL}/d/${tagId}?s=n`;
  await expect(editor.getByTestId('nfc-result')).toHaveText(en.nfcWritten.replace('{url}', address));
  expect(await writes(page)).toEqual([{ records: [{ recordType: 'url', data: address }] }]);
});

test('the card fleet writes a card’s own link /c/{id}, marked ?s=n, from its row', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await settleVisitor(context, { lang: 'en' });
  await context.addInitScript(installReader);
  const { company } = await orderingOwner(page.request, 'Frida Flotta', 'Nfc Flotta AB');
  const order = await placeOrder(page.request, company.shortId, [
    { recipient: company.membershipId, type: 'goldPersonal', quantity: 1, fullName: 'Frida Flotta' },
  ]);
  const [card] = order.cardsMade;
  await openDashboard(page, '/dashboard/orders/cards');
  const row = page.locator(`[data-testid="fleet-card"][data-card="${card.id}"]`);
  await setMode(page, 'readOnly');
  await row.getByRole('button', { name: ordersEn.fleetNfc.replace('{id}', card.id) }).click();
  await expect(row.getByTestId('nfc-result')).toHaveText(en.nfcReadOnly);
  await setMode(page, 'ok');
  await row.getByRole('button', { name: ordersEn.fleetNfc.replace('{id}', card.id) }).click();
  const address = `${card.url}?s=n`;
  await expect(row.getByTestId('nfc-result')).toHaveText(en.nfcWritten.replace('{url}', address));
  expect(new URL(address).pathname).toBe(`/c/${card.id}`);
  expect((await writes(page)).at(-1)).toEqual({ records: [{ recordType: 'url', data: address }] });
});

test('a browser without Web NFC does not show the action', async ({ page, context }) => {
  await settleVisitor(context, { lang: 'en' });
  await signUpViaApi(page.request, 'Ola Utan', 'nfcn');
  await openDashboard(page, '/dashboard/profiles/qr-code');
  await expect(page.getByTestId('card-link')).toBeVisible();
  await expect(page.getByTestId('nfc-writer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.nfcWrite })).toHaveCount(0);
});
