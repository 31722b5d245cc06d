// GET /api/digital-trade-orders, newest first unless sorted otherwise, paged by keyset, with each order's
// agreement and signature state (checked against the current terms and our published keys).
import type { DigitalOrder, DigitalOrderListQuery, OrderVerification } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient } from '@compliance/db';
import type { JWK } from 'jose';

import { escapeLike, keysetPaging, type Page } from '../../paging/keyset';
import { canonicalJson, digestOf } from '../signing/jws';
import { loadOrganisationKeys } from '../signing/organisation-key';
import { orderSignatureState, orderTerms } from './order-signature';

const INCLUDE = {
  boa: {
    select: { id: true, agreementNumber: true, version: true, status: true, termsDigest: true },
  },
} satisfies Prisma.DigitalTradeOrderInclude;
type Row = Prisma.DigitalTradeOrderGetPayload<{ include: typeof INCLUDE }>;

const publishedKeys = async (): Promise<JWK[]> =>
  (await loadOrganisationKeys().catch(() => null))?.jwks.keys ?? [];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toOrderDto = async (row: Row, published: JWK[]): Promise<DigitalOrder> => ({
  id: row.id,
  orderNumber: row.orderNumber,
  orderType: row.orderType,
  description: row.description,
  totalValue: Number(row.totalValue),
  currency: row.currency as DigitalOrder['currency'],
  status: row.status,
  statusReason: row.statusReason,
  agreement: {
    id: row.boa.id,
    agreementNumber: row.boa.agreementNumber,
    version: row.boa.version,
    status: row.boa.status,
  },
  signature: await orderSignatureState(row, row.boa, published),
  placedAt: iso(row.placedAt),
  decidedAt: iso(row.decidedAt),
  fulfilledAt: iso(row.fulfilledAt),
  createdAt: row.createdAt.toISOString(),
});

const ORDER_SORT_TYPES = {
  id: 'number',
  createdAt: 'date',
  orderNumber: 'string',
  totalValue: 'number',
} as const;

export const orderFilters = (query: DigitalOrderListQuery): Prisma.DigitalTradeOrderWhereInput => {
  const q = query.q?.trim();
  const contains = q ? { contains: escapeLike(q), mode: 'insensitive' as const } : null;
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.agreementId ? { boaId: query.agreementId } : {}),
    ...(contains ? { OR: [{ orderNumber: contains }, { description: contains }] } : {}),
  };
};

export const listOrders = async ({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: DigitalOrderListQuery;
}): Promise<Page<DigitalOrder>> => {
  const filters = orderFilters(query);
  const paging = keysetPaging({ query, types: ORDER_SORT_TYPES });
  const [rows, total, published] = await Promise.all([
    prisma.digitalTradeOrder.findMany({
      where: { AND: [filters, paging.where] },
      include: INCLUDE,
      orderBy: paging.orderBy,
      take: paging.take,
    }),
    prisma.digitalTradeOrder.count({ where: filters }),
    publishedKeys(),
  ]);
  const page = paging.page(rows, total, (row) => row);
  return { ...page, items: await Promise.all(page.items.map((row) => toOrderDto(row, published))) };
};

const loadOrder = async (prisma: PrismaClient, id: number): Promise<Row> => {
  const row = await prisma.digitalTradeOrder.findUnique({ where: { id }, include: INCLUDE });
  if (!row) throw new AppError('NOT_FOUND', `Digital order ${id} not found`);
  return row;
};

export const getOrder = async ({ prisma, id }: { prisma: PrismaClient; id: number }) =>
  toOrderDto(await loadOrder(prisma, id), await publishedKeys());

export const verifyOrder = async ({
  prisma,
  id,
}: {
  prisma: PrismaClient;
  id: number;
}): Promise<OrderVerification> => {
  const row = await loadOrder(prisma, id);
  const signature = await orderSignatureState(row, row.boa, await publishedKeys());
  return {
    orderId: id,
    valid: signature.state === 'valid',
    signature,
    termsDigest: digestOf(canonicalJson(orderTerms(row, row.boa))),
    checkedAt: new Date().toISOString(),
  };
};
