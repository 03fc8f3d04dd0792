import type {} from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throwaway PostgreSQL server started by the global setup. */
    pgUrl: string;
    /** The migrated template database on that server (databases.ts `makeTemplates`). */
    pgTemplate: string;
    /** The migrated PGlite data directory's tarball, a file. */
    pgliteTemplate: string;
  }
}
