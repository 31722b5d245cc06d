// Helmet's security headers (CSP, HSTS, X-Frame-Options...) depend only on its options, so they are
// worked out once at start and set on every reply as they are. @fastify/helmet built a new helmet
// middleware per request instead, re-parsing the CSP each time: about a tenth of the CPU time of a
// cached read went there.
import type { IncomingMessage, ServerResponse } from 'node:http';

import helmet, { type HelmetOptions } from 'helmet';

export const helmetHeaders = (options: Readonly<HelmetOptions>): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
};
