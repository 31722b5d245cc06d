// The database client and generated types, for the api and the worker: they reach the database
// only through core, never through @compliance/db directly.
export * from '@compliance/db';
