import type { Db } from '@schuss/db';
import { type HashCost, upsertUser } from '../auth';

/** Demo accounts of Les Arolles (README "Demo accounts"). Never created when APP_ENV=production. */
export const AROLLES_EDITOR = { email: 'editeur@arolles.example', password: 'Arolles-Editeur-2026!', name: 'Éditeur Les Arolles' } as const;
export const AROLLES_STAFF = { email: 'accueil@arolles.example', password: 'Arolles-Accueil-2026!', name: 'Accueil Les Arolles' } as const;
export const AROLLES_ADMIN = { email: 'admin@arolles.example', password: 'Arolles-Admin-2026!', name: 'Admin Les Arolles' } as const;
/** An admin of both demo schools: the back office asks which school to work on. */
export const FEDERATION_ADMIN = {
  email: 'federation@schuss.example',
  password: 'Federation-2026!',
  name: 'Fédération des écoles',
} as const;

/** Creates the Les Arolles editor, staff member and admin, and the admin of both schools. */
export async function seedSecondDemoStaff(db: Db, arollesId: number, valNeigeId: number | undefined, cost?: HashCost) {
  await upsertUser(db, { ...AROLLES_EDITOR, siteId: arollesId, role: 'editor', cost });
  await upsertUser(db, { ...AROLLES_STAFF, siteId: arollesId, role: 'staff', cost });
  await upsertUser(db, { ...AROLLES_ADMIN, siteId: arollesId, role: 'admin', cost });
  await upsertUser(db, { ...FEDERATION_ADMIN, siteId: arollesId, role: 'admin', cost });
  if (valNeigeId !== undefined) await upsertUser(db, { ...FEDERATION_ADMIN, siteId: valNeigeId, role: 'admin', cost });
}
