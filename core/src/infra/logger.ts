// pino for api and worker. Names, identification numbers and file contents of KYC/sanctions
// subjects never reach the logs (STYLE: redact screening payloads).
import { type Logger, type LoggerOptions, pino } from 'pino';

export type { Logger };

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.entityName',
  '*.identificationNumber',
  '*.dateOfBirth',
  '*.address',
  '*.name',
  'body.entityName',
  'body.identificationNumber',
];

export const loggerOptions = ({
  level,
  pretty,
}: {
  level: string;
  pretty: boolean;
}): LoggerOptions => ({
  level,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  ...(pretty
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
        },
      }
    : {}),
});

/**
 * JSON logs go to stdout through an asynchronous destination, so a request never waits for the
 * write (pino flushes what is pending when the process exits). Readable logs use pino-pretty's
 * worker thread.
 */
export const createLogger = (options: {
  level: string;
  pretty: boolean;
  name?: string;
}): Logger => {
  const config = { ...loggerOptions(options), ...(options.name ? { name: options.name } : {}) };
  return options.pretty ? pino(config) : pino(config, pino.destination({ dest: 1, sync: false }));
};
