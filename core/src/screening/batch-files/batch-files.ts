// Batch files to a batch run: the officer maps the file's columns to name, type, country, date of
// birth and identifier; each row becomes one name to screen. A malformed row (no name, an unknown
// type, a date that is not one) is reported with its line number and the rest is still screened.
import type { BatchFileMapping, BatchFilePreview, ScreeningRun } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { QUEUES } from '@compliance/contracts/queues';
import type { Prisma } from '@compliance/db';

import type { Infra } from '../../infra';
import type { Actor } from '../../infra/actor';
import { jobIdFor } from '../../infra/jobs/dispatcher';
import { toRunDto } from '../runs/runs';
import { type BatchTable, readBatchFile } from './read-batch-file';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;

const FIELD_HINTS: Record<keyof BatchFileMapping, RegExp> = {
  name: /^(full ?name|name|customer|vendor|party|entity ?name|company ?name|legal ?name)$/i,
  type: /^(type|entity ?type|party ?type|kind)$/i,
  country: /^(country|nationality|country ?code|jurisdiction)$/i,
  dateOfBirth: /^(dob|date ?of ?birth|birth ?date|born)$/i,
  identifier:
    /^(id|identifier|id ?number|identification|passport|tax ?id|registration|reg ?no|vat)$/i,
};

export const suggestMapping = (columns: string[]): BatchFileMapping => {
  const mapping: BatchFileMapping = {};
  for (const [field, hint] of Object.entries(FIELD_HINTS) as [keyof BatchFileMapping, RegExp][]) {
    const found = columns.find((c) => hint.test(c.replace(/[_-]+/g, ' ').trim()));
    if (found) mapping[field] = found;
  }
  return mapping;
};

export const previewBatchFile = async (
  fileName: string,
  bytes: Buffer,
): Promise<BatchFilePreview> => {
  const table = await readBatchFile(fileName, bytes);
  return {
    fileName,
    format: table.format,
    columns: table.header,
    rowCount: table.rows.length,
    sample: table.rows.slice(0, 5).map((r) => table.header.map((_, i) => r.cells[i] ?? '')),
    suggestedMapping: suggestMapping(table.header),
  };
};

const TYPES: Record<string, 'individual' | 'company' | 'vessel'> = {
  individual: 'individual',
  person: 'individual',
  'natural person': 'individual',
  customer: 'individual',
  company: 'company',
  organisation: 'company',
  organization: 'company',
  entity: 'company',
  business: 'company',
  vendor: 'company',
  vessel: 'vessel',
  ship: 'vessel',
};
const PARTIAL_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

export interface BatchFileItem {
  name: string;
  entityType?: 'individual' | 'company' | 'vessel';
  country?: string;
  dateOfBirth?: string;
  identifier?: string;
}
export interface RowError {
  line: number;
  message: string;
}
const MAX_LISTED_ROW_ERRORS = 1000;

export const rowsToItems = (table: BatchTable, mapping: BatchFileMapping) => {
  const index = (column: string | undefined, field: string) => {
    if (!column) return -1;
    const at = table.header.indexOf(column);
    if (at < 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        `mapping.${field}: the file has no column '${column}'; its columns are ${table.header.join(', ')}`,
      );
    }
    return at;
  };
  if (!mapping.name) {
    throw new AppError(
      'VALIDATION_FAILED',
      "No name column: map one of the file's columns to name",
    );
  }
  const at = {
    name: index(mapping.name, 'name'),
    type: index(mapping.type, 'type'),
    country: index(mapping.country, 'country'),
    dateOfBirth: index(mapping.dateOfBirth, 'dateOfBirth'),
    identifier: index(mapping.identifier, 'identifier'),
  };
  const cell = (cells: string[], i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
  const items: BatchFileItem[] = [];
  const lines: number[] = [];
  const errors: RowError[] = [];
  let errorCount = 0;
  for (const { line, cells } of table.rows) {
    const problems: string[] = [];
    const name = cell(cells, at.name);
    if (!name) problems.push('the name is empty');
    else if (name.length > 300) problems.push('the name is longer than 300 characters');
    const rawType = cell(cells, at.type).toLowerCase();
    const entityType = rawType ? TYPES[rawType] : undefined;
    if (rawType && !entityType)
      problems.push(`type '${rawType}' is not individual, company or vessel`);
    const dateOfBirth = cell(cells, at.dateOfBirth);
    if (dateOfBirth && !PARTIAL_DATE.test(dateOfBirth)) {
      problems.push(`date of birth '${dateOfBirth}' is not YYYY, YYYY-MM or YYYY-MM-DD`);
    }
    const country = cell(cells, at.country).slice(0, 100);
    const identifier = cell(cells, at.identifier).slice(0, 100);
    if (problems.length) {
      errorCount += 1;
      if (errors.length < MAX_LISTED_ROW_ERRORS)
        errors.push({ line, message: problems.join('; ') });
      continue;
    }
    items.push({
      name,
      ...(entityType ? { entityType } : {}),
      ...(country ? { country } : {}),
      ...(dateOfBirth ? { dateOfBirth } : {}),
      ...(identifier ? { identifier } : {}),
    });
    lines.push(line);
  }
  return { items, lines, errors, errorCount };
};

export const startBatchFile = async ({
  infra,
  fileName,
  bytes,
  mapping,
  actor = null,
}: {
  infra: Deps;
  fileName: string;
  bytes: Buffer;
  mapping: BatchFileMapping;
  actor?: Actor | null;
}): Promise<ScreeningRun> => {
  const table = await readBatchFile(fileName, bytes);
  const { items, lines, errors, errorCount } = rowsToItems(table, mapping);
  const run = await infra.prisma.screeningRun.create({
    data: {
      kind: 'batch',
      status: 'pending',
      total: items.length,
      params: {
        names: items,
        lines,
        actor,
        file: { fileName, format: table.format, rows: table.rows.length, mapping },
        rowErrors: errors,
        rowErrorCount: errorCount,
      } as unknown as Prisma.InputJsonValue,
    },
  });
  await infra.dispatcher.enqueue(
    QUEUES.screeningBatch,
    { runId: run.id },
    { jobId: jobIdFor('screening-batch', run.id) },
  );
  infra.logger.info(
    { runId: run.id, rows: table.rows.length, malformed: errorCount },
    'batch file accepted',
  );
  return toRunDto(run);
};
