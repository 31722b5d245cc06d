// Who makes a request. There is no login in the product (a fixed signed-in user), so the web app
// names its user in the `x-user-id` header; the search log records it. Absent: unknown (null).
import { AppError } from '@compliance/contracts/errors';
import type { FastifyRequest } from 'fastify';

export const USER_HEADER = 'x-user-id';

export const actorOf = (request: FastifyRequest): number | null => {
  const raw = request.headers[USER_HEADER];
  if (raw === undefined || raw === '') return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new AppError('BAD_REQUEST', `${USER_HEADER} must be a positive user id`);
  }
  return Number(value);
};
