import type { PrismaClient } from '@compliance/db';
import { describe, expect, it } from 'vitest';

import { createLocalNotifier } from '../../../core/src/infra/notifier';
import { pathsOf } from '../../../core/src/tariffs/hs-codes';

/** A client whose nomenclature read answers `rows`, or fails as a database that went away. */
const clientReading = (rows: unknown[] | Error) => {
  let reads = 0;
  const prisma = {
    hsCode: {
      findMany: async () => {
        reads += 1;
        if (rows instanceof Error) throw rows;
        return rows;
      },
    },
  } as unknown as PrismaClient;
  return { prisma, reads: () => reads };
};

const tree = [
  { code: 'XI', level: 'section', description: 'Textiles', section: 'XI' },
  { code: '61', level: 'chapter', description: 'Knitted apparel', section: 'XI' },
  { code: '6109', level: 'heading', description: 'T-shirts', section: 'XI' },
  { code: '610910', level: 'subheading', description: 'Of cotton', section: 'XI' },
];

describe('pathsOf', () => {
  it('answers section › chapter › heading › subheading from the nomenclature read once', async () => {
    const { prisma, reads } = clientReading(tree);
    const notifier = createLocalNotifier();
    const paths = await pathsOf({ prisma, notifier }, ['610910', '999999']);
    expect(paths.get('610910')!.map((entry) => entry.code)).toEqual(['XI', '61', '6109', '610910']);
    expect(paths.get('999999')).toEqual([]);
    await pathsOf({ prisma, notifier }, ['610910']);
    expect(reads()).toBe(1);
  });

  it('reads no paths from an empty nomenclature, and does not keep the empty answer', async () => {
    const { prisma, reads } = clientReading([]);
    const notifier = createLocalNotifier();
    expect((await pathsOf({ prisma, notifier }, ['610910'])).get('610910')).toEqual([]);
    await pathsOf({ prisma, notifier }, ['610910']);
    expect(reads()).toBe(2);
  });

  it('fails when the database cannot answer, rather than answering no paths', async () => {
    const { prisma } = clientReading(new Error('connection refused'));
    await expect(pathsOf({ prisma, notifier: createLocalNotifier() }, ['610910'])).rejects.toThrow(
      'connection refused',
    );
  });
});
