import { describe, expect, it } from 'vitest';

import { unavailableService } from '../../../core/src/infra/unavailable';

const prismaError = (code: string, cause?: object) =>
  Object.assign(new Error('Invalid `prisma.document.count()` invocation'), {
    code,
    meta: cause ? { driverAdapterError: { name: 'DriverAdapterError', cause } } : {},
  });

describe('unavailableService', () => {
  it.each([
    ['P1001 (database server unreachable)', prismaError('P1001', { kind: 'DatabaseNotReachable' })],
    ['a closed connection', prismaError('P2010', { kind: 'ConnectionClosed' })],
    ['pool exhaustion', prismaError('P2024')],
    ['a shutdown in progress (57P01)', prismaError('P2010', { kind: 'postgres', code: '57P01' })],
    [
      'the database still starting (57P03)',
      Object.assign(new Error('starting up'), { code: '57P03' }),
    ],
  ])('recognises %s as a database outage', (_label, error) => {
    expect(unavailableService(error)).toBe('database');
  });

  it('recognises a refused connection anywhere in the cause chain', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), {
      code: 'ECONNREFUSED',
    });
    expect(unavailableService(new TypeError('fetch failed', { cause: refused }))).toBe('network');
  });

  it.each([
    ['a unique violation', prismaError('P2002', { kind: 'UniqueConstraintViolation' })],
    ['a syntax error (42601)', prismaError('P2010', { kind: 'postgres', code: '42601' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'boom'],
  ])('leaves %s alone', (_label, error) => {
    expect(unavailableService(error)).toBeNull();
  });
});
