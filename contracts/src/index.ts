// Browser-safe entry: zod schemas, inferred types and constants shared by web, api and worker.
export * from './schemas/common';
export * from './schemas/documents';
