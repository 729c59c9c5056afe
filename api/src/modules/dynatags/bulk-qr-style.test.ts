// The outputs of a bulk job draw the tags' codes in the company's QR style (issue 21), like every other download
// of a tag's code: the ZIP's SVG and PNG and the print sheet, each code holding its tag's address marked `?s=q`.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { BulkJob } from '@shared/schemas/dynatag-bulk';
import { PLAIN_QR_STYLE, type QrStyle } from '@shared/schemas/qr-style';
import { unzipSync } from 'fflate';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { createTestApp, type TestApp } from '../../../test/harness';
import { csvFile, decodeQr, finishedJob, startJob, templateTag } from './bulk-test-kit';
import { ownerWithCompany } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BRAND: QrStyle = { ...PLAIN_QR_STYLE, foreground: '#1d3557', modules: 'rounded', frame: 'scanMe' };

/** The page's drawing operators, uncompressed. */
function operators(doc: PDFDocument) {
  const contents = doc.getPage(0).node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
  return streams
    .map((ref) => doc.context.lookup(ref as never))
    .map((stream) =>
      stream instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(stream).decode()) : '',
    )
    .join('\n');
}

test("the ZIP and the print sheet draw the codes in the company's style", async () => {
  const { owner, company } = await ownerWithCompany(t);
  const styled = await owner.c.send('PUT', `/api/v1/companies/${company.shortId}/qr-style`, { style: BRAND });
  expect(styled.status).toBe(200);
  const template = await templateTag(owner.c, company.shortId);
  const res = await startJob(
    owner.c,
    csvFile(
      ['name', 'menu'],
      [
        ['Stand 1', 'lunch'],
        ['Stand 2', 'lunch'],
      ],
    ),
    template.id,
  );
  expect(res.status).toBe(202);
  const job = await finishedJob(t, owner.c, (res.body.data as BulkJob).id);
  expect(job).toMatchObject({ status: 'done', created: 2 });

  const zip = await owner.c.get(`/api/v1/dynatags/bulk/${job.id}/qr.zip?lang=en`);
  const entries = unzipSync(new Uint8Array(await zip.response.arrayBuffer()));
  const svg = new TextDecoder().decode(entries['Stand 1.svg']);
  expect(svg).toContain('fill="#1d3557"');
  expect(svg).toContain('Scan me');
  expect(await decodeQr(entries['Stand 1.png']!)).toMatch(/^http:\/\/localhost\/d\/[A-Za-z0-9_-]+\?s=q$/);

  const sheet = await owner.c.get(`/api/v1/dynatags/bulk/${job.id}/sheet.pdf`);
  expect(sheet.status).toBe(200);
  const bytes = new Uint8Array(await sheet.response.arrayBuffer());
  // #1d3557 as PDF fill colour: 29/255, 53/255, 87/255.
  expect(operators(await PDFDocument.load(bytes))).toMatch(/0\.113\d* 0\.207\d* 0\.341\d* rg/);
}, 60_000);
