/**
 * Texts of the accounts area (staff accounts and invitations), spread into fr.ts and en.ts: French is the source, English
 * must have the same keys and signatures.
 */
import type { Widen } from './widen';

export const accountsFr = {};

export const accountsEn: Widen<typeof accountsFr> = {};
