// Factories for the bulk dynatag tests: a template tag with placeholders (and placeholder files), spreadsheets
// as the owner uploads them, and the requests of the dialog (preview, start confirming the price, follow).

import type { User } from '@db/schema';
import type { BulkJob, BulkPreview } from '@shared/schemas/dynatag-bulk';
import type { DynatagDetail } from '@shared/types/dynatags';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { TestApp } from '../../../test/harness';
import type { Deps } from '../../platform/deps';
import { confirmingPrice } from '../billing/services-test-kit';
import { createBulkJob } from './bulk';
import { bulkJobsIdle } from './bulk-run';
import { createTag, pdf } from './test-kit';

type Client = ReturnType<TestApp['client']>;

/**
 * A template: the label, a link's text and address and a rich text use {{city}}, {{slug}} and {{note}}; its
 * files module shows "{{menu}}.pdf", standing for lunch.pdf or dinner.pdf (also files of the tag).
 */
export const templateTag = (c: Client, companyShortId: string) =>
  createTag(
    c,
    companyShortId,
    {
      name: 'Template',
      label: '{{city}} fair',
      modules: [
        { id: 'files', type: 'files', files: ['upload:0'] },
        {
          id: 'links',
          type: 'links',
          links: [{ text: 'Visit {{city}}', url: 'https://example.com/{{slug}}', color: '#123456' }],
        },
        { id: 'text', type: 'wysiwyg', html: '<p>Note: {{note}}</p>' },
      ],
    },
    [pdf('{{menu}}.pdf'), pdf('lunch.pdf', 200), pdf('dinner.pdf', 300)],
  ) as Promise<DynatagDetail>;

/** A CSV file of `rows` under `header`, cells quoted. */
export const csvFile = (header: string[], rows: string[][], name = 'tags.csv') =>
  new File(
    [[header, ...rows].map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join('\r\n')],
    name,
    { type: 'text/csv' },
  );

const form = (file: File, templateId: string, accept?: number) => {
  const data = new FormData();
  data.append('file', file);
  data.append('templateId', templateId);
  if (accept !== undefined) data.append('acceptMonthlyPrice', String(accept));
  return data;
};

export const preview = (c: Client, file: File, templateId: string) =>
  c.post<BulkPreview>('/api/v1/dynatags/bulk/preview', form(file, templateId));

/** Starts a job as the dialog does: confirming the new monthly price when asked. */
export const startJob = (c: Client, file: File, templateId: string) =>
  confirmingPrice((accept) => c.post<BulkJob>('/api/v1/dynatags/bulk', form(file, templateId, accept)));

/**
 * A job made as the route makes it (confirming the new monthly price for all its rows) but not started: the test
 * runs it by hand, a few rows at a time.
 */
export async function unstartedJob(deps: Deps, user: User, file: File, templateId: string, ip: string) {
  try {
    return await createBulkJob(deps, user, { file, templateId }, 'en', ip);
  } catch (error) {
    const next = (error as { data?: { next?: number } }).data?.next;
    if (next === undefined) throw error;
    return createBulkJob(deps, user, { file, templateId, acceptMonthlyPrice: next }, 'en', ip);
  }
}

/** The job once this server runs no bulk job any more. */
export async function finishedJob(t: TestApp, c: Client, id: string) {
  await bulkJobsIdle(t.deps);
  const res = await c.get<BulkJob>(`/api/v1/dynatags/bulk/${id}`);
  if (res.status !== 200) throw new Error(`job not read: ${res.status} ${res.body.message}`);
  return res.body.data;
}

/** Decodes a QR code image (any format sharp reads, SVG included) with the independent jsQR decoder. */
export async function decodeQr(image: Uint8Array) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}
