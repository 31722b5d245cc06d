// Browser-safe entry: zod schemas, inferred types and constants shared by web, api and worker.
export * from './api-paths';
export * from './schemas/alerts';
export * from './schemas/commodities';
export * from './schemas/common';
export * from './schemas/customs-declarations';
export * from './schemas/dashboard';
export * from './schemas/documents';
export * from './schemas/incoterms';
export * from './schemas/kyc';
export * from './schemas/regulations';
export * from './schemas/sanctions';
export * from './schemas/screening';
export * from './schemas/screening-lists';
export * from './schemas/subjects';
export * from './schemas/vendors';
export * from './schemas/workflows';
