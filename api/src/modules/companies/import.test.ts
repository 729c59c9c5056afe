import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { memberships, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { createTestApp, type TestApp } from '../../../test/harness';
import { inviteMailsIdle } from './invite-mails';
import { colleague, company, companyRow, insertMember, person } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_BATCH_PAUSE_MS: '1' });
  // The invitation mails these imports queue are not sent over SMTP: what they say and that each arrives once
  // is invite-mails.test.ts's. Sending the hundreds of them took ~25 s after the tests, in afterAll, which a
  // busy machine pushed past the hook's 30 s.
  t.deps.mailer = { send: async () => {} };
});
afterAll(async () => {
  await inviteMailsIdle(t.deps);
  await t.close();
});

type Client = ReturnType<TestApp['client']>;
type Sheet = {
  headers: string[];
  rows: string[][];
  totalRows: number;
  columns: Record<string, number | null>;
};
type RowResult = {
  row: number;
  email: string;
  outcome: string;
  problems: { field: string; message: string }[];
};
type Result = { dryRun: boolean; invited: number; updated: number; failed: number; rows: RowResult[] };
type Row = Partial<Record<'name' | 'email' | 'title' | 'phone' | 'department', string>>;

const readFile = (c: Client, companyShortId: string, file: File) => {
  const data = new FormData();
  data.append('file', file);
  return c.post<Sheet>(`/api/v1/companies/${companyShortId}/colleagues/import/file`, data);
};
const importRows = (c: Client, companyShortId: string, rows: Row[], dryRun?: boolean) =>
  c.post<Result>(`/api/v1/companies/${companyShortId}/colleagues/import`, {
    rows,
    ...(dryRun === undefined ? {} : { dryRun }),
  });
const membersOf = async (companyShortId: string) => {
  const c = (await companyRow(t, companyShortId))!;
  return t.db
    .select({ m: memberships, email: users.email, fullName: users.fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, c.id));
};

describe('reading a spreadsheet', () => {
  test('a Swedish Excel CSV: semicolons, BOM, quoted cells; the columns guessed from Swedish headers', async () => {
    const owner = await person(t);
    const c = await company(owner.c);
    const csv =
      '\uFEFFNamn;E-post;Titel;Telefon;Avdelning\r\n' +
      '"Åsa Öberg";asa@example.com;"Säljare; senior";070-123 45 67;Sälj\r\n' +
      '\r\n' +
      'Erik Lund;erik@example.com;VD;;Ledning\r\n';
    const res = await readFile(owner.c, c.shortId, new File([csv], 'kollegor.csv', { type: 'text/csv' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      headers: ['Namn', 'E-post', 'Titel', 'Telefon', 'Avdelning'],
      rows: [
        ['Åsa Öberg', 'asa@example.com', 'Säljare; senior', '070-123 45 67', 'Sälj'],
        ['Erik Lund', 'erik@example.com', 'VD', '', 'Ledning'],
      ],
      totalRows: 2,
      columns: { name: 0, email: 1, title: 2, phone: 3, department: 4 },
    });
  });

  test('a comma CSV in Windows-1252, and Finnish and English headers in any order', async () => {
    const owner = await person(t);
    const c = await company(owner.c);
    const latin =
      'S\xe4hk\xf6posti,Nimi,Phone,Osasto\nmatti@example.com,Matti M\xe4kinen,+358 40 123,Myynti\n';
    const cp1252 = Uint8Array.from([...latin].map((ch) => ch.charCodeAt(0)));
    const res = await readFile(owner.c, c.shortId, new File([cp1252], 'people.csv'));
    expect(res.status).toBe(200);
    expect(res.body.data.headers).toEqual(['Sähköposti', 'Nimi', 'Phone', 'Osasto']);
    expect(res.body.data.rows).toEqual([['matti@example.com', 'Matti Mäkinen', '+358 40 123', 'Myynti']]);
    expect(res.body.data.columns).toEqual({ name: 1, email: 0, title: null, phone: 2, department: 3 });
  });

  test('an XLSX file (made with write-excel-file): its first sheet, numbers as text', async () => {
    const owner = await person(t);
    const c = await company(owner.c);
    const buffer = await writeXlsxFile([
      [
        { value: 'Name' },
        { value: 'Email' },
        { value: 'Title' },
        { value: 'Phone' },
        { value: 'Department' },
      ],
      [
        { value: 'Anna Berg' },
        { value: 'Anna.Berg@Example.com' },
        { value: 'CFO' },
        { value: 46701234567 },
        { value: 'Finance' },
      ],
    ]).toBuffer();
    const res = await readFile(owner.c, c.shortId, new File([new Uint8Array(buffer)], 'people.xlsx'));
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual([
      ['Anna Berg', 'Anna.Berg@Example.com', 'CFO', '46701234567', 'Finance'],
    ]);
    expect(res.body.data.columns).toEqual({ name: 0, email: 1, title: 2, phone: 3, department: 4 });
  });

  test('a file that is no spreadsheet, or only a header, is refused with its reason', async () => {
    const owner = await person(t);
    const c = await company(owner.c);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])], 'x.csv');
    const bad = await readFile(owner.c, c.shortId, png);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { field: 'file', message: 'The file could not be read: choose a CSV or Excel (XLSX) file' },
    ]);
    const fakeZip = new File([new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3])], 'x.xlsx');
    expect((await readFile(owner.c, c.shortId, fakeZip)).status).toBe(422);
    const empty = await readFile(owner.c, c.shortId, new File(['Name;Email\n'], 'x.csv'));
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('The file has no rows under its header row');
  });
  test('a file over 2 MB is refused before it is read', async () => {
    const owner = await person(t);
    const c = await company(owner.c);
    const big = new File([`Name;Email\n${'x;x@example.com\n'.repeat(160_000)}`], 'big.csv');
    const res = await readFile(owner.c, c.shortId, big);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'file', message: 'The file is too large: at most 2 MB' }]);
  });
});

describe('importing rows', () => {
  test('the check marks each bad row with its reasons and changes nothing', async () => {
    const owner = await person(t);
    const c = await company(owner.c);
    const existing = await colleague(t, c.shortId, { email: 'kim.existing@example.com' });
    const before = await membersOf(c.shortId);
    const res = await importRows(
      owner.c,
      c.shortId,
      [
        { name: 'Good One', email: 'good@example.com', phone: '+46 70 1' },
        { name: '  ', email: 'noname@example.com' },
        { name: 'Bad Mail', email: 'not-an-address' },
        { name: 'Bad Phone', email: 'phone@example.com', phone: 'call me' },
        { name: 'Again', email: 'GOOD@example.com' },
        { name: 'Kim', email: 'Kim.Existing@Example.com', title: 'Boss' },
      ],
      true,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Checked: 1 to invite, 1 to update');
    expect(res.body.data).toMatchObject({ dryRun: true, invited: 1, updated: 1, failed: 4 });
    expect(res.body.data.rows.map((r) => [r.row, r.outcome, r.problems])).toEqual([
      [1, 'invite', []],
      [2, 'failed', [{ field: 'name', message: 'The name is missing (or longer than 100 characters)' }]],
      [3, 'failed', [{ field: 'email', message: 'Enter a valid email address' }]],
      [4, 'failed', [{ field: 'phone', message: 'Enter a valid phone number' }]],
      [5, 'failed', [{ field: 'email', message: 'The same email is already on row 1' }]],
      [6, 'update', []],
    ]);
    expect(await membersOf(c.shortId)).toEqual(before);
    expect(existing.membership.jobTitle).toBe('');
  });

  test('invites new addresses with their profiles, updates by email, never duplicates on a re-upload', async () => {
    const owner = await person(t, { fullName: 'Olga Owner' });
    const c = await company(owner.c, { name: 'Rows AB' });
    const kim = await colleague(t, c.shortId, { email: 'kim@example.com', fullName: 'Kim Own Name' });
    const first = await importRows(owner.c, c.shortId, [
      {
        name: 'Nina New',
        email: 'Nina.New@Example.com',
        title: 'Designer',
        phone: '+46 8 123',
        department: 'Design',
      },
      { name: 'Kim Sheet Name', email: 'KIM@example.com', title: 'Engineer', department: 'R&D' },
      { name: 'Bad', email: 'bad@' },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Invited 1, updated 1: the invitations are on their way');
    expect(first.body.data).toMatchObject({ dryRun: false, invited: 1, updated: 1, failed: 1 });

    let rows = await membersOf(c.shortId);
    const nina = rows.find((r) => r.email === 'nina.new@example.com')!;
    expect(nina.fullName).toBe('Nina New');
    expect(nina.m).toMatchObject({
      state: 'invited',
      jobTitle: 'Designer',
      workPhone: '+46 8 123',
      jobRole: 'Design',
      workEmail: 'nina.new@example.com',
    });
    const kimRow = rows.find((r) => r.email === 'kim@example.com')!;
    // A colleague's own name stays theirs; the sheet sets the company profile.
    expect(kimRow.fullName).toBe('Kim Own Name');
    expect(kimRow.m).toMatchObject({
      state: 'colleague',
      jobTitle: 'Engineer',
      jobRole: 'R&D',
      workPhone: '',
    });
    expect(kimRow.m.id).toBe(kim.membership.id);

    // The same sheet again, corrected, in other letter cases, without the department column.
    const again = await importRows(owner.c, c.shortId, [
      { name: 'Nina Newer', email: 'NINA.NEW@example.com', title: 'Lead designer', phone: '' },
      { name: 'Kim', email: 'kim@EXAMPLE.com', title: 'Engineer' },
    ]);
    expect(again.body.data).toMatchObject({ invited: 0, updated: 2, failed: 0 });
    rows = await membersOf(c.shortId);
    expect(rows.length).toBe(3);
    const nina2 = rows.find((r) => r.email === 'nina.new@example.com')!;
    // Not activated yet: the sheet's name is the only one they have.
    expect(nina2.fullName).toBe('Nina Newer');
    expect(nina2.m).toMatchObject({ jobTitle: 'Lead designer', workPhone: '', jobRole: 'Design' });
    expect(nina2.m.id).toBe(nina.m.id);
    const accounts = await t.db.select().from(users).where(eq(users.email, 'nina.new@example.com'));
    expect(accounts.length).toBe(1);
  });

  test('201 rows are refused whole; rows past the company limit of 200 fail with the reason', async () => {
    const owner = await person(t);
    const c = await company(owner.c);
    const rows = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({ name: `Person ${i}`, email: `${prefix}${i}@example.com` }));
    const tooMany = await importRows(owner.c, c.shortId, rows(201, 'many'));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]).toEqual({
      field: 'rows',
      message: 'At most 200 rows an import: a company has at most 200 colleagues',
    });
    expect((await membersOf(c.shortId)).length).toBe(1);

    for (let i = 0; i < 197; i++) await insertMember(t, c.shortId, (await person(t)).user.id);
    const near = await importRows(owner.c, c.shortId, rows(4, 'near'));
    expect(near.body.data.rows.map((r) => r.outcome)).toEqual(['invite', 'invite', 'failed', 'failed']);
    expect(near.body.data.rows[2].problems).toEqual([
      { field: 'email', message: 'Colleague limit reached: a company can have at most 200 colleagues' },
    ]);
    expect((await membersOf(c.shortId)).length).toBe(200);
  });

  test('200 rows end to end — file read, checked, imported — in one request each (times printed for the report)', async () => {
    const owner = await person(t);
    const c = await company(owner.c);
    const lines = Array.from(
      { length: 199 },
      (_, i) =>
        `Timed Person${i};timed${i}@example.com;Consultant;+46 70 000 00 ${String(i).padStart(2, '0')};Delivery`,
    );
    const csv = `\uFEFFNamn;E-post;Titel;Telefon;Avdelning\r\n${lines.join('\r\n')}\r\n`;
    const times: number[] = [performance.now()];
    const read = await readFile(owner.c, c.shortId, new File([csv], 'people.csv'));
    times.push(performance.now());
    const { rows: cells, columns } = read.body.data;
    const rows = cells.map((r) =>
      Object.fromEntries(Object.entries(columns).map(([column, index]) => [column, r[index!]])),
    );
    const check = await importRows(owner.c, c.shortId, rows, true);
    times.push(performance.now());
    const res = await importRows(owner.c, c.shortId, rows);
    times.push(performance.now());
    const ms = (i: number) => Math.round(times[i + 1] - times[i]);
    console.log(
      `colleague import, 199 rows (200 people with the owner): read ${ms(0)} ms, check ${ms(1)} ms, ` +
        `import ${ms(2)} ms; ${Math.round(times[3] - times[0])} ms in all`,
    );
    expect(check.body.data.invited).toBe(199);
    expect(res.body.data.invited).toBe(199);
    expect((await membersOf(c.shortId)).length).toBe(200);
  });

  test('imports that change something are limited to 20 an hour per owner; checks are not counted', async () => {
    const owner = await person(t);
    const c = await company(owner.c);
    const mate = await colleague(t, c.shortId);
    const row = [{ name: 'Mate', email: mate.user.email, title: 'T' }];
    for (let i = 0; i < 25; i++) expect((await importRows(owner.c, c.shortId, row, true)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await importRows(owner.c, c.shortId, row)).status).toBe(200);
    const refused = await importRows(owner.c, c.shortId, [{ ...row[0], title: 'Changed' }]);
    expect(refused.status).toBe(429);
    expect((await membersOf(c.shortId)).find((m) => m.m.userId === mate.user.id)?.m.jobTitle).toBe('T');
    t.clock.advance(61 * 60 * 1000);
    expect((await importRows(owner.c, c.shortId, row)).status).toBe(200);
  });

  test('owners only: a colleague gets 403, someone outside or another company’s id 404', async () => {
    const owner = await person(t);
    const c = await company(owner.c);
    const mate = await colleague(t, c.shortId);
    const stranger = await person(t);
    const theirs = await company(stranger.c, { name: 'Theirs AB' });
    const row = [{ name: 'X', email: 'x@example.com' }];
    const file = () => new File(['Name;Email\nX;x@example.com\n'], 'x.csv');
    expect((await importRows(mate.c, c.shortId, row)).status).toBe(403);
    expect((await readFile(mate.c, c.shortId, file())).status).toBe(403);
    expect((await importRows(stranger.c, c.shortId, row)).status).toBe(404);
    expect((await readFile(stranger.c, c.shortId, file())).status).toBe(404);
    expect((await importRows(owner.c, theirs.shortId, row)).status).toBe(404);
    expect(
      (await t.client().post(`/api/v1/companies/${c.shortId}/colleagues/import`, { rows: row })).status,
    ).toBe(401);
    expect((await membersOf(c.shortId)).length).toBe(2);
  });
});
