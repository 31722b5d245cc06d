// The HS 2022 nomenclature service: look-up with its path and children, search by code prefix or
// words, and the validation every HS input goes through (2/4/6 digits must exist; 8/10-digit
// national codes need a real HS6 prefix; an unknown code is refused naming the nearest valid one).
import {
  API_PATHS,
  type HsCodeDetail,
  type HsCodeNode,
  type HsCodeSearchResult,
  type HsLevel,
  type HsPathEntry,
  normalizeHsCode,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { PrismaClient } from '@compliance/db';

import type { Notifier } from '../infra/notifier';
import { queryCacheFor } from '../infra/query-cache';
import { japanDescription } from './japan-lines';
import { SOURCES } from './sources';

export const NOMENCLATURE = 'HS 2022 (WCO, via UN Comtrade)';

type Row = { code: string; level: string; description: string; parent: string | null };

const toNode = (row: Row): HsCodeNode => ({
  code: row.code,
  level: row.level as HsLevel,
  description: row.description,
  parent: row.parent,
});

const ancestorsOf = (code: string): string[] =>
  [code.slice(0, 6), code.slice(0, 4), code.slice(0, 2)].filter(
    (prefix, index, all) => prefix.length < code.length && all.indexOf(prefix) === index,
  );

/** Section › chapter › heading › subheading for a 2/4/6-digit code (root first). */
export const pathOf = async (prisma: PrismaClient, code: string): Promise<HsPathEntry[]> => {
  const prefixes = [code.slice(0, 2), code.slice(0, 4), code.slice(0, 6)].filter(
    (prefix, index, all) => prefix.length <= code.length && all.indexOf(prefix) === index,
  );
  const rows = await prisma.hsCode.findMany({ where: { code: { in: prefixes } } });
  const chapter = rows.find((row) => row.level === 'chapter');
  const section = chapter
    ? await prisma.hsCode.findUnique({ where: { code: chapter.section } })
    : null;
  return [section, ...prefixes.map((prefix) => rows.find((row) => row.code === prefix))]
    .filter((row): row is NonNullable<typeof row> => Boolean(row))
    .map((row) => ({ code: row.code, level: row.level as HsLevel, description: row.description }));
};

/** The nomenclature held in memory is read again after this long; an import's notice drops it. */
const NOMENCLATURE_TTL_MS = 10 * 60_000;

type TreeRow = { code: string; level: string; description: string; section: string };

/**
 * Every section, chapter, heading and subheading (about 7,000 rows, under 1 MB of text), kept by
 * each process in its query cache and dropped by the tariff-data import's change notices. An
 * empty table is not kept: the import that fills it may not have sent its notice yet.
 */
export const nomenclatureOf = ({
  prisma,
  notifier,
}: {
  prisma: PrismaClient;
  notifier: Notifier;
}) =>
  queryCacheFor(notifier).get(
    'hs nomenclature',
    [API_PATHS.tariffData],
    async () => {
      // Not the search text: it is the longest column and no path shows it.
      const rows: TreeRow[] = await prisma.hsCode.findMany({
        select: { code: true, level: true, description: true, section: true },
      });
      return new Map(rows.map((row) => [row.code, row]));
    },
    { ttlMs: NOMENCLATURE_TTL_MS, keep: (tree) => tree.size > 0 },
  );

/** The paths of several codes (the suggestion list needs five at once), from memory. */
export const pathsOf = async (
  infra: { prisma: PrismaClient; notifier: Notifier },
  codes: string[],
): Promise<Map<string, HsPathEntry[]>> => {
  const byCode = await nomenclatureOf(infra);
  const prefixesOf = (code: string) =>
    [code.slice(0, 2), code.slice(0, 4), code.slice(0, 6)].filter(
      (prefix, index, all) => prefix.length <= code.length && all.indexOf(prefix) === index,
    );
  return new Map(
    codes.map((code) => {
      const chapter = byCode.get(code.slice(0, 2));
      return [
        code,
        [chapter?.section, ...prefixesOf(code)]
          .map((key) => (key ? byCode.get(key) : undefined))
          .filter((row): row is TreeRow => Boolean(row))
          .map((row) => ({
            code: row.code,
            level: row.level as HsLevel,
            description: row.description,
          })),
      ];
    }),
  );
};

const nearestValid = async (prisma: PrismaClient, code: string): Promise<Row | null> => {
  for (const prefix of ancestorsOf(code)) {
    const row = await prisma.hsCode.findUnique({ where: { code: prefix } });
    if (row) return row;
  }
  return null;
};

export interface ValidHsCode {
  code: string;
  level: HsLevel;
  /** The official text: the nomenclature's, or for a national line the first schedule's line. */
  description: string;
}

const nomenclatureMissing = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'The HS nomenclature is not loaded yet: the tariff-data import is still running',
  );

/** Validates one HS input; throws a 400 naming the nearest valid ancestor when it does not exist. */
export const validateHsCode = async (
  prisma: PrismaClient,
  raw: string,
  field = 'hsCode',
): Promise<ValidHsCode> => {
  const code = normalizeHsCode(raw.trim());
  if (!/^\d+$/.test(code) || ![2, 4, 6, 8, 10].includes(code.length)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${field} '${raw}' must be an HS code of 2, 4, 6, 8 or 10 digits`,
    );
  }
  const base = code.length > 6 ? code.slice(0, 6) : code;
  const row = await prisma.hsCode.findUnique({ where: { code: base } });
  if (!row) {
    if ((await prisma.hsCode.count()) === 0) throw nomenclatureMissing();
    const nearest = await nearestValid(prisma, base);
    const what = code.length > 6 ? `its HS6 prefix ${base} does not exist` : 'it does not exist';
    throw new AppError(
      'VALIDATION_FAILED',
      nearest
        ? `${field} '${raw}' is not valid in HS 2022: ${what}. Nearest valid code: ${nearest.code} (${nearest.description})`
        : `${field} '${raw}' is not valid in HS 2022: ${what}, and no HS chapter ${code.slice(0, 2)} exists`,
      { nearestValid: nearest ? { code: nearest.code, description: nearest.description } : null },
    );
  }
  if (code.length <= 6) return { code, level: row.level as HsLevel, description: row.description };
  const line = await prisma.tariffRate.findFirst({
    where: { hsCode: { startsWith: code }, tradeAgreement: '', exportingCountry: '' },
    orderBy: [{ importingCountry: 'desc' }, { hsCode: 'asc' }],
    select: { productDescription: true, hsCode: true },
  });
  return {
    code,
    level: 'national',
    description: line
      ? japanDescription(line.productDescription, line.hsCode).description
      : row.description,
  };
};

/** Validates a list of HS inputs, naming the first bad one. */
export const validateHsCodes = async (prisma: PrismaClient, codes: string[], field: string) => {
  const valid: ValidHsCode[] = [];
  for (const code of codes) valid.push(await validateHsCode(prisma, code, field));
  return valid;
};

export const getHsCodeDetail = async (prisma: PrismaClient, raw: string): Promise<HsCodeDetail> => {
  const trimmed = raw.trim();
  if (/^[IVXL]+$/i.test(trimmed)) {
    const section = await prisma.hsCode.findUnique({ where: { code: trimmed.toUpperCase() } });
    if (!section) throw new AppError('NOT_FOUND', `HS section ${trimmed} does not exist`);
    const children = await prisma.hsCode.findMany({
      where: { parent: section.code },
      orderBy: { code: 'asc' },
    });
    return {
      ...toNode(section),
      path: [{ code: section.code, level: 'section', description: section.description }],
      children: children.map(toNode),
      nationalLines: [],
      nomenclature: NOMENCLATURE,
    };
  }
  const valid = await validateHsCode(prisma, trimmed, 'code');
  const base = valid.code.slice(0, 6);
  const row = (await prisma.hsCode.findUnique({ where: { code: base } }))!;
  const [path, children, lines] = await Promise.all([
    pathOf(prisma, base),
    valid.code.length <= 4
      ? prisma.hsCode.findMany({ where: { parent: valid.code }, orderBy: { code: 'asc' } })
      : Promise.resolve([]),
    valid.code.length >= 6
      ? prisma.tariffRate.findMany({
          where: {
            hs6: base,
            ...(valid.code.length > 6 ? { hsCode: { startsWith: valid.code } } : {}),
            tradeAgreement: '',
            exportingCountry: '',
          },
          orderBy: [{ importingCountry: 'asc' }, { hsCode: 'asc' }],
          take: 200,
        })
      : Promise.resolve([]),
  ]);
  return {
    code: valid.code,
    level: valid.level,
    description: valid.description,
    parent: valid.code.length > 6 ? base : row.parent,
    path:
      valid.code.length > 6
        ? [...path, { code: valid.code, level: 'national', description: valid.description }]
        : path,
    children: children.map(toNode),
    nationalLines: lines.map((line) => ({
      market: line.importingCountry,
      code: line.hsCode,
      description: japanDescription(line.productDescription, line.hsCode).description,
      source: SOURCES[line.source as keyof typeof SOURCES]?.label ?? line.source,
      asOf: line.asOf.toISOString().slice(0, 10),
    })),
    nomenclature: NOMENCLATURE,
  };
};

const LEVEL_ORDER: Record<string, number> = { chapter: 0, heading: 1, subheading: 2 };

export const searchHsCodes = async (
  prisma: PrismaClient,
  { q, limit }: { q: string; limit: number },
): Promise<HsCodeSearchResult[]> => {
  const text = q.trim();
  const asCode = normalizeHsCode(text);
  let rows: Row[];
  if (/^\d+$/.test(asCode)) {
    rows = await prisma.hsCode.findMany({
      where: { code: { startsWith: asCode.slice(0, 6) }, level: { not: 'section' } },
      orderBy: { code: 'asc' },
      take: limit,
    });
  } else {
    const words = text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 2)
      .slice(0, 8);
    if (!words.length) return [];
    rows = await prisma.hsCode.findMany({
      where: {
        level: { not: 'section' },
        AND: words.map((word) => ({
          description: { contains: word, mode: 'insensitive' as const },
        })),
      },
      take: limit * 3,
    });
    rows.sort(
      (a, b) =>
        (LEVEL_ORDER[a.level] ?? 3) - (LEVEL_ORDER[b.level] ?? 3) || a.code.localeCompare(b.code),
    );
    rows = rows.slice(0, limit);
  }
  const results: HsCodeSearchResult[] = [];
  for (const row of rows) results.push({ ...toNode(row), path: await pathOf(prisma, row.code) });
  return results;
};
