import type { Regulation } from '@compliance/contracts';
import type { Regulation as Row } from '@compliance/db';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// requirements is free JSON in the database; anything but an object is reported as absent.
const asObject = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export const toRegulationDto = (row: Row): Regulation => ({
  id: row.id,
  title: row.title,
  regulationCode: row.regulationCode,
  country: row.country,
  regulationType: row.regulationType,
  description: row.description,
  effectiveDate: isoDay(row.effectiveDate),
  expiryDate: row.expiryDate ? isoDay(row.expiryDate) : null,
  source: row.source,
  requirements: asObject(row.requirements),
  applicableCommodities: row.applicableCommodities,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
