// Recognises errors that mean a backing service (PostgreSQL, Redis, object storage) cannot be reached
// right now, as opposed to a bug: the api answers those with 503 and Retry-After, so clients and load
// balancers retry, instead of a 500. Covers Prisma's connection errors (P1001 and friends, the pg
// adapter's DatabaseNotReachable / ConnectionClosed / SocketTimeout / TooManyConnections kinds and
// server codes such as 57P01 "terminating connection due to administrator command" during a
// restart) and plain socket errors anywhere in the cause chain.

/** Prisma error codes for an unreachable, closed or exhausted database connection. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/** PostgreSQL SQLSTATEs: connection exceptions (08), shutdown or start-up (57P0x), too many connections. */
const POSTGRES_CODE = /^(08|57P0[1-4]|53300)/;
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const MESSAGES =
  /Can't reach database server|Connection terminated|Connection is closed|connection timeout|Timed out fetching a new connection/i;

type Inspectable = {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: {
    driverAdapterError?: { cause?: { kind?: unknown; code?: unknown; originalCode?: unknown } };
  };
};

export type UnavailableService = 'database' | 'network';

/** Which kind of outage `error` reports, or null when it is not an outage. */
export const unavailableService = (error: unknown): UnavailableService | null => {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as Inspectable;
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    const adapter = candidate.meta?.driverAdapterError?.cause;
    if (PRISMA_CODES.has(code)) return 'database';
    if (typeof adapter?.kind === 'string' && ADAPTER_KINDS.has(adapter.kind)) return 'database';
    const sqlState = String(adapter?.originalCode ?? adapter?.code ?? '');
    if (adapter && POSTGRES_CODE.test(sqlState)) return 'database';
    // pg's own errors (outside Prisma, e.g. a raw pool) carry the SQLSTATE as `code`.
    if (/^[0-9A-Z]{5}$/.test(code) && POSTGRES_CODE.test(code)) return 'database';
    if (SOCKET_CODES.has(code)) return 'network';
    if (typeof candidate.message === 'string' && MESSAGES.test(candidate.message))
      return candidate.message.includes('database') ? 'database' : 'network';
    current = candidate.cause;
  }
  return null;
};
