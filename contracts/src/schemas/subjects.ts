import { z } from 'zod';

// Alerts and workflows point at the record that caused them (subjectType + subjectId). The link is
// the screen where that record is shown, with `focus` telling the list which row to highlight.
// A feature that raises alerts about a new kind of record adds its subject type here.
export const SUBJECT_SCREENS: Record<string, { path: string; style: 'focus' | 'segment' }> = {
  document: { path: '/documents', style: 'focus' },
  kyc_screening: { path: '/kyc-screening', style: 'focus' },
  sanctions_screening: { path: '/sanctions-screening', style: 'focus' },
  customs_declaration: { path: '/customs-declarations', style: 'focus' },
  regulation: { path: '/regulatory-database', style: 'focus' },
  vendor: { path: '/vendors', style: 'focus' },
  basic_ordering_agreement: { path: '/digital-trade-boas', style: 'focus' },
  commodity_category: { path: '/commodity', style: 'segment' },
};

/** '/documents?focus=12', '/commodity/3'; the bare list path without an id; null for unknown types. */
export const subjectLink = (
  subjectType: string | null,
  subjectId: number | null,
): string | null => {
  const screen = subjectType ? SUBJECT_SCREENS[subjectType] : undefined;
  if (!screen) return null;
  if (subjectId === null) return screen.style === 'segment' ? null : screen.path;
  return screen.style === 'segment'
    ? `${screen.path}/${subjectId}`
    : `${screen.path}?focus=${subjectId}`;
};

/**
 * A query parameter holding one or more enum values: `?status=open,acknowledged` or repeated
 * `?status=open&status=acknowledged`. Parses to a de-duplicated array.
 */
export const enumListQuery = <const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${field} must be a string` })
    .transform((raw) =>
      (Array.isArray(raw) ? raw : [raw])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` }))
        .min(1, `${field} must not be empty`)
        .transform((list) => [...new Set(list)]),
    );
