// Factories for the owners' dynatag tests: an owner with a company (through the API), tags created through
// the API as the editor sends them, and the files a tag has on disk.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '@shared/constants';
import type { DynatagDetail } from '@shared/types/dynatags';
import type { TestApp } from '../../../test/harness';
import type { LiveEvent } from '../../platform/events';
import { BILLING_INFO, confirmingPrice } from '../billing/services-test-kit';
import { colleague, company, person } from '../companies/test-kit';

export { imageFile } from '../users/test-fixtures';

type Client = ReturnType<TestApp['client']>;

/**
 * An owner (signed in, in `lang`) of a new company with complete billing info (a tag may raise its monthly
 * price), a colleague of it (not an owner) and a stranger.
 */
export async function ownerWithCompany(t: TestApp, name = 'Mässan AB', lang: Lang = 'en') {
  const owner = await person(t, { lang });
  const created = await company(owner.c, { name, billing: BILLING_INFO });
  const mate = await colleague(t, created.shortId);
  const stranger = await person(t);
  return {
    owner,
    company: created,
    colleague: mate,
    stranger,
    listPath: `/api/v1/dynatags/companies/${created.shortId}`,
  };
}

/** The multipart body of a write: the fields as JSON in `json`, the files in `files`. */
export function tagForm(fields: Record<string, unknown>, files: File[] = []) {
  const data = new FormData();
  data.set('json', JSON.stringify(fields));
  for (const f of files) data.append('files', f);
  return data;
}

/**
 * POST a tag as the editor does, confirming the company's new monthly price when the tag raises it (as the
 * owner does in the dialog); throws unless it is created.
 */
export async function createTag(
  c: Client,
  companyShortId: string,
  fields: Record<string, unknown>,
  files: File[] = [],
) {
  const res = await confirmingPrice((acceptMonthlyPrice) =>
    c.post<DynatagDetail>(
      `/api/v1/dynatags/companies/${companyShortId}`,
      tagForm(acceptMonthlyPrice === undefined ? fields : { ...fields, acceptMonthlyPrice }, files),
    ),
  );
  if (res.status !== 201) throw new Error(`tag not created: ${res.status} ${res.body.message}`);
  return res.body.data as DynatagDetail;
}

export const patchTag = (c: Client, tagId: string, fields: Record<string, unknown>, files: File[] = []) =>
  c.patch<DynatagDetail>(`/api/v1/dynatags/${tagId}`, tagForm(fields, files));

/** The names of the files stored for a tag. */
export function storedFiles(t: TestApp, tagShortId: string): string[] {
  const dir = join(t.dir, 'uploads', 'dynatags', tagShortId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** The bytes of a small valid PDF, padded to `size` bytes. */
export function pdf(name = 'programme.pdf', size = 0) {
  const head = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
  return new File([head, new Uint8Array(Math.max(0, size - head.length)).fill(0x20)], name, {
    type: 'application/pdf',
  });
}

/** A PNG signature followed by `size` bytes: a PNG by its content. */
export function png(name = 'plan.png', size = 100) {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

/** A text file of exactly `size` bytes. */
export const text = (size: number, name = 'notes.txt') => new File([new Uint8Array(size).fill(0x61)], name);

/** Records the live events published to a user. */
export function recordEvents(t: TestApp, userId: number) {
  const events: LiveEvent[] = [];
  const stop = t.deps.events.subscribe(userId, { send: (e) => events.push(e), close: () => {} });
  return { events, stop };
}
