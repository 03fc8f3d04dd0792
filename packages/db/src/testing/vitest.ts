import { inject } from 'vitest';
import type { Connection } from '../connect';
import { type DriverKind, freshDatabase } from './databases';
import './vitest-context';

/** A fresh migrated database for a test file: in-memory PGlite, or a new database on the test PostgreSQL server. */
export function freshTestDatabase(kind: DriverKind): Promise<Connection> {
  return freshDatabase(kind, kind === 'pg' ? inject('pgUrl') : undefined);
}

export const drivers: DriverKind[] = ['pglite', 'pg'];
