/**
 * The database schema: every table, one file per area (the modules that own them: docs/architecture.md). This file
 * only re-exports them; a schema file imports the tables it refers to from their own file, never from here.
 */

export * from './schema-accounts';
export * from './schema-auth';
export * from './schema-backoffice';
export * from './schema-booking';
export * from './schema-catalogue';
export * from './schema-closures';
export * from './schema-content';
export * from './schema-earnings';
export * from './schema-instructors';
export * from './schema-invoicing';
export * from './schema-ledger';
export * from './schema-lesson-requests';
export * from './schema-levels';
export * from './schema-mail';
export * from './schema-media';
export * from './schema-my-booking';
export * from './schema-offers';
export * from './schema-orders';
export * from './schema-planning';
export * from './schema-sandbox';
export * from './schema-schools';
export * from './schema-season';
export * from './schema-waitlist';
