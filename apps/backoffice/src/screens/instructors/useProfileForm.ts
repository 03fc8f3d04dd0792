/** A profile form's state (ProfileForm.tsx): values checked against the contract, the save, the platform's refusals. */

import { type Instructor, InstructorInput, LANGUAGE_CODES, type Level } from '@schuss/contracts';
import { isIsoDate } from '@schuss/contracts/rules';
import { useId, useState } from 'react';
import { type FieldError, get, useFieldArray, useForm } from 'react-hook-form';
import { errorText, isApiCallError } from '../../api/client';
import { useCreateInstructor, useUpdateInstructor } from '../../api/instructors';
import { useI18n } from '../../i18n';
import { navigate } from '../../router';
import { useToast } from '../../ui/toast';
import { contractResolver, fieldOfServer } from '../season/resolver';
import { useInstructorsTexts } from './texts';

export type DiplomaValues = { name: string; number: string; expiresOn: string };
export type ProfileValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  photoUrl: string;
  /** The levels ticked, by discipline. */
  levels: Record<string, string[]>;
  /** As typed: codes separated by commas or spaces. */
  languages: string;
  diplomas: DiplomaValues[];
};

export const profileValues = (i: Instructor | null): ProfileValues => ({
  firstName: i?.firstName ?? '',
  lastName: i?.lastName ?? '',
  email: i?.email ?? '',
  phone: i?.phone ?? '',
  photoUrl: i?.photoUrl ?? '',
  levels: Object.fromEntries((i?.disciplines ?? []).map((d) => [d.discipline, d.levels])),
  languages: (i?.languages ?? ['fr']).join(', '),
  diplomas: (i?.diplomas ?? []).map((d) => ({ name: d.name, number: d.number ?? '', expiresOn: d.expiresOn ?? '' })),
});

const codes = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);

/** The levels ticked in a discipline (a ladder of one level gives its key or false, not a list). */
const ticked = (x: unknown): string[] => (Array.isArray(x) ? x : typeof x === 'string' ? [x] : []);

/** The request the form would send: disciplines in the ladders' order, each with the levels ticked in it. */
export function profileRequest(v: ProfileValues, disciplines: string[]) {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email.trim() || null,
    phone: v.phone.trim() || null,
    photoUrl: v.photoUrl.trim() || null,
    disciplines: disciplines.filter((d) => ticked(v.levels[d]).length > 0).map((d) => ({ discipline: d, levels: ticked(v.levels[d]) })),
    languages: codes(v.languages),
    diplomas: v.diplomas.map((d) => ({ name: d.name, number: d.number.trim() || null, expiresOn: d.expiresOn.trim() || null })),
  };
}

/** The form's field a request path names: a language or a level lands on its whole field. */
function fieldOf(path: string): string {
  if (path.startsWith('languages')) return 'languages';
  if (path.startsWith('disciplines')) return 'teaching';
  if (/^diplomas\.\d+$/.test(path)) return `${path}.name`;
  return path;
}

const LANGUAGES = new Set(LANGUAGE_CODES);

export function useProfileForm(instructor: Instructor | null, levels: Level[]) {
  const { m } = useI18n();
  const t = useInstructorsTexts();
  const id = useId();
  const notify = useToast();
  const create = useCreateInstructor();
  const update = useUpdateInstructor();
  const [failure, setFailure] = useState<string | null>(null);
  const disciplines = [...new Set(levels.map((l) => l.discipline))];
  const form = useForm<ProfileValues, unknown, InstructorInput>({
    resolver: contractResolver<ProfileValues, typeof InstructorInput>(InstructorInput, (v) => profileRequest(v, disciplines), fieldOf),
    defaultValues: profileValues(instructor),
  });
  const { control, handleSubmit, setError, getValues, formState } = form;
  const diplomas = useFieldArray({ control, name: 'diplomas' });

  const onSubmit = handleSubmit(
    async (body) => {
      setFailure(null);
      const name = `${body.firstName} ${body.lastName}`;
      try {
        if (instructor) {
          await update.mutateAsync({ instructorId: instructor.id, body });
          notify(t.saved(name));
        } else {
          const saved = await create.mutateAsync(body);
          notify(t.created(name));
          navigate(`/instructors/${saved.id}`);
        }
      } catch (err) {
        if (isApiCallError(err) && err.status === 403) return setFailure(t.forbidden);
        const field = isApiCallError(err) && err.status === 400 ? fieldOfServer(err.field, fieldOf) : undefined;
        if (field) {
          // Said as the form says its own errors: from the field and the value typed, in the staff's language.
          setError(field as 'firstName', { type: 'server', message: '' }, { shouldFocus: true });
          return setFailure(t.fixErrors(1));
        }
        setFailure(errorText(err, m));
      }
    },
    (invalid) => setFailure(t.fixErrors(countErrors(invalid))),
  );

  const errorOf = (name: string) => {
    const e = get(formState.errors, name) as FieldError | undefined;
    return e && typeof e.type === 'string' ? e : undefined;
  };

  /** A field's error in the staff's language, from the field and the value typed. */
  const message = (name: string): string | undefined => {
    if (!errorOf(name)) return undefined;
    const value = String(get(getValues(), name) ?? '').trim();
    if (name === 'teaching') return t.levelUnknown;
    if (name === 'languages') {
      const list = codes(value);
      const unknown = list.find((c) => !LANGUAGES.has(c));
      if (unknown) return t.languageUnknown(unknown);
      return list.length === 0 ? t.languagesRequired : t.languageTwice;
    }
    if (name === 'email') return t.emailInvalid;
    if (name === 'phone') return t.phoneInvalid;
    if (name === 'photoUrl') return t.photoInvalid;
    if (name.endsWith('expiresOn')) return isIsoDate(value) ? m.fieldInvalid : t.dateInvalid;
    if (!value) return t.required;
    return t.tooLong(name.endsWith('.name') ? 120 : 60);
  };

  const describedBy = (name: string, hint?: boolean) =>
    [hint ? `${id}-${name}-hint` : '', errorOf(name) ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  return {
    form,
    diplomas,
    disciplines,
    id,
    t,
    failure,
    onSubmit,
    message,
    describedBy,
    invalid: (name: string) => (errorOf(name) ? true : undefined),
  };
}

/** How many fields have an error (nested ones included). */
function countErrors(errors: object): number {
  return Object.entries(errors).reduce<number>((n, [k, e]) => {
    if (k === 'ref' || !e || typeof e !== 'object') return n;
    return n + ('type' in e && typeof e.type === 'string' ? 1 : countErrors(e));
  }, 0);
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
