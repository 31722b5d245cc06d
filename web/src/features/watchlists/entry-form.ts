import {
  InternalListEntryCreateSchema,
  type InternalListEntry,
  type InternalListEntryCreate,
} from '@compliance/contracts';

import { fieldErrorsOf } from '../../lib/field-errors';

export type EntryFormValues = {
  name: string;
  entityType: string;
  country: string;
  dateOfBirth: string;
  /** One alias per line. */
  aliases: string;
  /** One identifier per line, 'Passport: X123' or just 'X123'. */
  identifiers: string;
  notes: string;
};

export type EntryFormErrors = Partial<Record<keyof EntryFormValues, string>>;

export const EMPTY_ENTRY: EntryFormValues = {
  name: '',
  entityType: 'individual',
  country: '',
  dateOfBirth: '',
  aliases: '',
  identifiers: '',
  notes: '',
};

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const parseIdentifier = (line: string) => {
  const colon = line.indexOf(':');
  if (colon <= 0) return { value: line };
  const type = line.slice(0, colon).trim();
  const value = line.slice(colon + 1).trim();
  return type && value ? { type, value } : { value: line };
};

export const entryToForm = (entry: InternalListEntry): EntryFormValues => ({
  name: entry.name,
  entityType: entry.entityType,
  country: entry.country ?? '',
  dateOfBirth: entry.dateOfBirth ?? '',
  aliases: entry.aliases.join('\n'),
  identifiers: entry.identifiers
    .map((id) => (id.type ? `${id.type}: ${id.value}` : id.value))
    .join('\n'),
  notes: entry.notes ?? '',
});

/** Validates with the API's own schema, so the dialog shows the same messages the server would. */
export const parseEntryForm = (
  values: EntryFormValues,
): { ok: true; value: InternalListEntryCreate } | { ok: false; errors: EntryFormErrors } => {
  const parsed = InternalListEntryCreateSchema.safeParse({
    name: values.name,
    entityType: values.entityType,
    country: values.country,
    dateOfBirth: values.dateOfBirth,
    aliases: lines(values.aliases),
    identifiers: lines(values.identifiers).map(parseIdentifier),
    notes: values.notes,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: EntryFormErrors = fieldErrorsOf(parsed.error.issues);
  return { ok: false, errors };
};
