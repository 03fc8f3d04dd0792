export { type DriverKind, freshDatabase } from './databases';
export { freePort, type PostgresServer, startPostgres } from './postgres-server';
