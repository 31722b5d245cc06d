// Keyset paging on a descending id: the cursor is the last id of the page, opaque to clients
// (base64url). `limit + 1` rows are read so the caller knows whether a next page exists.
import { fieldError } from '@compliance/contracts/errors';

export const encodeCursor = (id: number) => Buffer.from(`id:${id}`).toString('base64url');

export const decodeCursor = (cursor: string | undefined): number | undefined => {
  if (!cursor) return undefined;
  const match = /^id:(\d{1,12})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw fieldError('cursor', 'cursor is malformed');
  return Number(match[1]);
};

export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

export const pageOf = <T extends { id: number }>(
  rows: T[],
  limit: number,
  total: number,
): Page<T> => {
  const items = rows.slice(0, limit);
  return {
    items,
    total,
    nextCursor: rows.length > limit && items.length ? encodeCursor(items.at(-1)!.id) : null,
  };
};
