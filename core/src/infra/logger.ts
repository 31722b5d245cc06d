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

export const createLogger = (options: { level: string; pretty: boolean; name?: string }): Logger =>
  pino({ ...loggerOptions(options), ...(options.name ? { name: options.name } : {}) });
