import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../api/src/app';
import { screeningIndexFor } from '../../core/src/screening/index-holder/holder';
import { multipartBody, type Part } from '../helpers/multipart';
import { waitFor } from '../helpers/test-app';
import { postJson, useTestApp } from '../helpers/use-test-app';

describe('/api/screening/batch-files', () => {
  const ctx = useTestApp({ withWorkers: true, watchlists: true });
  // The first run would otherwise build the screening index inside its 30-second wait.
  beforeAll(() => screeningIndexFor(ctx().infra).current());

  const upload = (url: string, fileName: string, content: Buffer | string, mapping?: unknown) => {
    const parts: Part[] = [
      {
        name: 'file',
        fileName,
        contentType: 'application/octet-stream',
        value: Buffer.from(content),
      },
    ];
    if (mapping !== undefined) parts.push({ name: 'mapping', value: JSON.stringify(mapping) });
    const { body, contentType } = multipartBody(parts);
    return ctx().app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': contentType },
    });
  };

  const CSV = [
    'Full name,Type,Country,DOB,Passport',
    'Harriet Clearwater,individual,GB,1980-04-02,P1',
    'Aerocaribbean Airlines,company,CU,,',
    ',individual,FR,,',
    'Bertrand Mollet,person,FR,02/03/1990,',
    '"Nordwind Trading, GmbH",company,DE,,',
  ].join('\r\n');
  const MAPPING = {
    name: 'Full name',
    type: 'Type',
    country: 'Country',
    dateOfBirth: 'DOB',
    identifier: 'Passport',
  };

  it('previews the columns with a suggested mapping', async () => {
    const response = await upload('/api/screening/batch-files/preview', 'parties.csv', CSV);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      format: 'csv',
      columns: ['Full name', 'Type', 'Country', 'DOB', 'Passport'],
      rowCount: 5,
      suggestedMapping: MAPPING,
    });
    expect(response.json().sample[4]).toEqual(['Nordwind Trading, GmbH', 'company', 'DE', '', '']);
  });

  it('screens every row, reports malformed rows by line and exports the hits', async () => {
    const response = await upload('/api/screening/batch-files', 'parties.csv', CSV, MAPPING);
    expect(response.statusCode).toBe(202);
    const { id, total } = response.json();
    expect(total).toBe(3);
    const run = await waitFor(async () => {
      const r = (
        await ctx().app.inject({ method: 'GET', url: `/api/screening/runs/${id}` })
      ).json();
      return r.status === 'completed' ? r : null;
    });
    expect(run).toMatchObject({ processed: 3, hits: 1, progress: 100 });
    expect(run.results.rowErrors).toEqual([
      { line: 4, message: 'the name is empty' },
      { line: 5, message: "date of birth '02/03/1990' is not YYYY, YYYY-MM or YYYY-MM-DD" },
    ]);
    expect(run.results.hits).toHaveLength(1);
    expect(run.results.hits[0]).toMatchObject({
      line: 3,
      name: 'Aerocaribbean Airlines',
      entityType: 'company',
      country: 'CU',
    });
    expect(run.results.hits[0].matches[0]).toMatchObject({
      entityId: 'us_ofac_sdn:36',
      match: true,
    });

    const csv = await ctx().app.inject({
      method: 'GET',
      url: `/api/screening/runs/${id}/hits.csv`,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'line,row,name,type,country,identifier,status,entity id,list,listed name,score',
    );
    expect(lines[1]).toBe(
      '3,2,Aerocaribbean Airlines,company,CU,,hit,us_ofac_sdn:36,us_ofac_sdn,AEROCARIBBEAN AIRLINES,1.000',
    );

    // A false positive on a batch row is remembered: the next batch shows it suppressed.
    const review = await postJson(ctx(), '/api/screening/reviews', {
      subjectType: 'batch_row',
      subjectId: id,
      rowIndex: 1,
      entityId: 'us_ofac_sdn:36',
      decision: 'false_positive',
      note: 'Our supplier of the same name, registered in Cuba after 2020',
    });
    expect(review.statusCode).toBe(201);
    // Sign-in is off here: the reviewer is the platform's fixed signed-in user.
    expect(review.json()).toMatchObject({ reviewedBy: 'local', reviewerName: 'Sarah Chen' });
    const again = (await upload('/api/screening/batch-files', 'parties.csv', CSV, MAPPING)).json();
    const second = await waitFor(async () => {
      const r = (
        await ctx().app.inject({ method: 'GET', url: `/api/screening/runs/${again.id}` })
      ).json();
      return r.status === 'completed' ? r : null;
    });
    expect(second.hits).toBe(0);
    expect(second.results.summary).toMatchObject({ withMatches: 0, suppressed: 1 });
    expect(second.results.hits[0].matches[0]).toMatchObject({ match: false, suppressed: true });
    const log = (
      await ctx().app.inject({ method: 'GET', url: '/api/screening/log?userId=local' })
    ).json();
    // One entry per batch run (a retried job may log its run again).
    const runs = new Set(log.map((e: { subjectId: number }) => e.subjectId));
    expect(runs).toEqual(new Set([id, again.id]));
    expect(log.every((e: { channel: string }) => e.channel === 'batch')).toBe(true);
  });

  it('answers a finished run the same through the compiled serializer production uses', async () => {
    // Production writes responses with fast-json-stringify (tests validate them with zod). A
    // finished batch-file run once answered 500 there, so the browser kept its last progress
    // ('Screening... 1,000 of 1,000') for ever: its results held a key the contract did not list.
    const started = await upload('/api/screening/batch-files', 'parties.csv', CSV, MAPPING);
    const { id } = started.json();
    const url = `/api/screening/runs/${id}`;
    const run = await waitFor(async () => {
      const r = (await ctx().app.inject({ method: 'GET', url })).json();
      return r.status === 'completed' ? r : null;
    });
    expect(run.results.file).toEqual({
      fileName: 'parties.csv',
      format: 'csv',
      rows: 5,
      mapping: MAPPING,
    });
    const fast = await buildApp({ infra: ctx().infra, validateResponses: false });
    try {
      const compiled = await fast.inject({ method: 'GET', url });
      expect(compiled.statusCode, compiled.body).toBe(200);
      expect(compiled.json()).toEqual(run);
      // Keys a JSON column holds beyond the contract are left out, never a 500.
      await ctx().infra.prisma.screeningRun.update({
        where: { id },
        data: { results: { ...run.results, file: { ...run.results.file, sheet: 'Customers' } } },
      });
      const extra = await fast.inject({ method: 'GET', url });
      expect(extra.statusCode, extra.body).toBe(200);
      expect(extra.json().results.file).toEqual(run.results.file);
    } finally {
      await fast.close();
    }
  });

  it('reads XLSX files', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Vendors');
    sheet.addRow(['Vendor', 'Country']);
    sheet.addRow(['Aerocaribbean Airlines', 'Cuba']);
    sheet.addRow(['Harriet Clearwater Ltd', 'GB']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = (
      await upload('/api/screening/batch-files/preview', 'vendors.xlsx', bytes)
    ).json();
    expect(preview).toMatchObject({
      format: 'xlsx',
      columns: ['Vendor', 'Country'],
      rowCount: 2,
      suggestedMapping: { name: 'Vendor', country: 'Country' },
    });
    const started = await upload('/api/screening/batch-files', 'vendors.xlsx', bytes, {
      name: 'Vendor',
      country: 'Country',
    });
    expect(started.statusCode).toBe(202);
    const run = await waitFor(async () => {
      const r = (
        await ctx().app.inject({ method: 'GET', url: `/api/screening/runs/${started.json().id}` })
      ).json();
      return r.status === 'completed' ? r : null;
    });
    expect(run.results.hits.map((h: { line: number }) => h.line)).toEqual([2]);
  });

  it.each([
    ['report.pdf', '%PDF-1.4', MAPPING, 415, /must be CSV or XLSX \(got \.pdf\)/],
    ['fake.xlsx', 'name\nx', MAPPING, 415, /not an Excel workbook/],
    ['image.csv', '\x89PNG\r\n\x1a\n', MAPPING, 415, /named \.csv but is not text/],
    ['parties.csv', CSV, {}, 400, /No name column/],
    ['parties.csv', CSV, undefined, 400, /No name column/],
    [
      'parties.csv',
      CSV,
      { name: 'Customer' },
      400,
      /no column 'Customer'; its columns are Full name, Type/,
    ],
    ['empty.csv', '', MAPPING, 400, /The file is empty/],
    ['huge.csv', `name\n${'x\n'.repeat(100_001)}`, { name: 'name' }, 413, /at most 100,000 rows/],
  ])('rejects %s and starts nothing', async (fileName, content, mapping, status, message) => {
    const response = await upload('/api/screening/batch-files', fileName, content, mapping);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await ctx().infra.prisma.screeningRun.count()).toBe(0);
  });
});
