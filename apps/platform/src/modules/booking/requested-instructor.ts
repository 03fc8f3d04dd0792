import { ErrorCode, type ProductInstructorsQuery, type ProductInstructorsResponse } from '@schuss/contracts';
import { type Db, rows, type Tx } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { findProduct, type ProductRow, type SlotRow } from './catalogue';
import { instructorFree } from './instructor-room';

/**
 * A customer may ask for a private lesson's instructor by name (issue 31, item 4; returning families do): the public
 * list of those who teach it, the check of a wish when the lesson is added to a cart. Reads the instructors' table
 * (the instructors module writes it); the wish is stored with the line, and planning gives the paid lesson to that
 * instructor when they are still free.
 */

type Lang = 'fr' | 'en';
const say = (lang: string, fr: string, en: string) => (lang === 'fr' ? fr : en);

const isPrivate = (p: ProductRow) => p.attributes.capacityUnit === 'booking';

type Row = { id: number; first_name: string; last_name: string; photo_url: string | null; languages: string[] };

/** The active instructors of the product's school who teach its discipline (all of them when it names none), by first name. */
async function teachersOf(db: Db | Tx, p: ProductRow, only?: number): Promise<Row[]> {
  const discipline = typeof p.attributes.discipline === 'string' ? p.attributes.discipline : null;
  return rows<Row>(
    db,
    sql`select i.id, i.first_name, i.last_name, i.photo_url, i.languages
          from instructors i join sites si on si.key = i.site
         where si.config->>'resort' = ${p.resort} and i.archived_at is null
           and (${discipline}::text is null
                or exists (select 1 from jsonb_array_elements(i.disciplines) d where d->>'discipline' = ${discipline}::text))
           ${only === undefined ? sql`` : sql`and i.id = ${only}`}
         order by lower(i.first_name), lower(i.last_name), i.id`,
  );
}

/**
 * `GET /api/booking/products/:key/instructors`: whom a visitor may ask for — first name, last name's initial, photo and
 * languages only (never an e-mail or a phone). 404 for a product the resort does not offer, 400 for one that is not a
 * private lesson (a group's instructor is the school's to choose).
 */
export async function productInstructors(db: Db, key: string, q: ProductInstructorsQuery): Promise<ProductInstructorsResponse> {
  const p = await findProduct(db, q.resort, key, { field: 'params.key', offered: true });
  if (!isPrivate(p)) {
    throw new HttpError(
      400,
      `params.key: ${say(q.lang, `« ${key} » n’est pas un cours particulier : on n’y choisit pas son moniteur`, `"${key}" is not a private lesson: its instructor is not chosen`)}`,
      'params.key',
      ErrorCode.InvalidInput,
    );
  }
  const found = await teachersOf(db, p);
  return {
    instructors: found.map((i) => ({
      id: i.id,
      firstName: i.first_name,
      lastInitial: i.last_name.trim().charAt(0).toUpperCase(),
      photoUrl: i.photo_url,
      languages: i.languages,
    })),
  };
}

/** 400 naming `body.instructorId` unless the product is a private lesson its school's instructor teaches (read before the add's transaction). */
export async function checkRequestable(db: Db, p: ProductRow, instructorId: number, lang: Lang | string): Promise<void> {
  const bad = (fr: string, en: string) =>
    new HttpError(400, `body.instructorId: ${say(lang, fr, en)}`, 'body.instructorId', ErrorCode.InvalidInput);
  if (!isPrivate(p))
    throw bad(
      `« ${p.key} » n’est pas un cours particulier : on n’y choisit pas son moniteur`,
      `"${p.key}" is not a private lesson: its instructor is not chosen`,
    );
  if (!(await teachersOf(db, p, instructorId)).length) {
    throw bad(
      `aucun moniteur ${instructorId} de cette école n’enseigne « ${p.key} »`,
      `no instructor ${instructorId} of this school teaches "${p.key}"`,
    );
  }
}

/**
 * 409 `instructor_busy` naming `body.instructorId` when the instructor asked for is not free at the slot's time (in the
 * add's transaction). Adds asking for one instructor are taken one after the other (a lock on them): two visitors
 * asking for the same hour with them never both get it.
 */
export async function checkInstructorFree(tx: Tx, slot: SlotRow, instructorId: number, lang: Lang | string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`requested-instructor:${instructorId}`}))`);
  if ((await instructorFree(tx, [slot.id], instructorId)).has(slot.id)) return;
  const [who] = await rows<{ first_name: string }>(tx, sql`select first_name from instructors where id = ${instructorId}`);
  const name = who?.first_name ?? '';
  throw new HttpError(
    409,
    // Said to the visitor as it is (the widget shows the message of a code it has no words of its own for).
    say(
      lang,
      `${name} n’est pas libre à cette heure-là : choisissez une autre heure, ou « Peu importe ».`,
      `${name} is not free at this time: choose another time, or "No preference".`,
    ),
    'body.instructorId',
    ErrorCode.InstructorBusy,
  );
}
