/** A ladder form's state and side effects (LadderForm.tsx): values checked against the contract, the save, the platform's refusals. */

import { type Level, SaveLadderRequest } from '@schuss/contracts';
import { useId, useState } from 'react';
import { type FieldError, type FieldErrors, get, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { errorText, isApiCallError } from '../../api/client';
import { useSaveLadder } from '../../api/levels';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import { contractResolver, fieldOfServer } from '../season/resolver';
import { useLevelsTexts } from './texts';

type Words = { fr: string; en: string };
/** A level as the form holds it: ages as typed, the medal's two names (both empty: no medal). */
export type LevelValues = { key: string; isNew: boolean; name: Words; ageMin: string; ageMax: string; canDo: Words; medal: Words };
export type LadderValues = { levels: LevelValues[] };

export const levelValues = (l: Level): LevelValues => ({
  key: l.key,
  isNew: false,
  name: { ...l.name },
  ageMin: l.ageMin === null ? '' : String(l.ageMin),
  ageMax: l.ageMax === null ? '' : String(l.ageMax),
  canDo: { ...l.canDo },
  medal: l.medal ? { ...l.medal } : { fr: '', en: '' },
});

export const blankLevel = (): LevelValues => ({
  key: '',
  isNew: true,
  name: { fr: '', en: '' },
  ageMin: '',
  ageMax: '',
  canDo: { fr: '', en: '' },
  medal: { fr: '', en: '' },
});

const age = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

/** The request the form would send: the whole ladder in its order. */
export function ladderRequest(v: LadderValues): SaveLadderRequest {
  return {
    levels: v.levels.map((l) => ({
      key: l.key.trim(),
      name: l.name,
      ageMin: age(l.ageMin),
      ageMax: age(l.ageMax),
      canDo: l.canDo,
      medal: l.medal.fr.trim() === '' && l.medal.en.trim() === '' ? null : l.medal,
    })),
  };
}

/** The form's field a request path names: a whole medal or level lands on its first field. */
function fieldOf(path: string): string {
  const parts = path.split('.');
  if (parts[0] !== 'levels' || parts.length === 1) return path;
  if (parts.length === 2) return `${path}.key`;
  if ((parts[2] === 'medal' || parts[2] === 'name' || parts[2] === 'canDo') && parts.length === 3) return `${path}.fr`;
  return path;
}

/** How many fields have an error (nested ones included; not the elements the errors refer to). */
function countErrors(errors: FieldErrors): number {
  return Object.entries(errors).reduce<number>((n, [k, e]) => {
    if (k === 'ref' || !e || typeof e !== 'object') return n;
    return n + ('type' in e && typeof e.type === 'string' ? 1 : countErrors(e as FieldErrors));
  }, 0);
}

const LIMIT: Record<string, number> = { name: 60, canDo: 300, medal: 60 };

export function useLadderForm(discipline: string, levels: Level[], onDone: () => void) {
  const { m, lang } = useI18n();
  const t = useLevelsTexts();
  const id = useId();
  const notify = useToast();
  const save = useSaveLadder();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LadderValues, unknown, SaveLadderRequest>({
    resolver: contractResolver<LadderValues, typeof SaveLadderRequest>(SaveLadderRequest, ladderRequest, fieldOf),
    defaultValues: { levels: levels.map(levelValues) },
  });
  const { control, handleSubmit, setError, getValues, formState } = form;
  const array = useFieldArray({ control, name: 'levels' });
  const values = useWatch({ control, name: 'levels' }) ?? [];
  const title = t.discipline(discipline);

  /** The names (in the staff's language) of the levels taken out of the ladder, for a 409. */
  const removedNames = () => {
    const kept = new Set(getValues().levels.map((l) => l.key.trim()));
    return levels
      .filter((l) => !kept.has(l.key))
      .map((l) => l.name[lang])
      .join(', ');
  };

  /** The ladder's own error (a key twice, too few or too many levels). */
  const ladderMessage = () => {
    const keys = getValues().levels.map((l) => l.key.trim());
    return new Set(keys).size !== keys.length ? t.keyTwice : t.atLeastOne;
  };

  const onSubmit = handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        await save.mutateAsync({ discipline, body });
        notify(t.saved(title));
        onDone();
      } catch (err) {
        if (isApiCallError(err) && err.status === 409) return setFailure(t.inUse(removedNames()));
        if (isApiCallError(err) && err.status === 403) return setFailure(t.forbidden);
        const field = isApiCallError(err) && err.status === 400 ? fieldOfServer(err.field, fieldOf) : undefined;
        if (field && get(getValues(), field) !== undefined) {
          // Said as the form says its own errors: from the field and the value typed, in the staff's language.
          setError(field as 'levels.0.key', { type: 'custom', message: '' }, { shouldFocus: true });
          return setFailure(t.fixErrors(1));
        }
        setFailure(errorText(err, m));
      }
    },
    (invalid) => {
      const ladder = get(invalid, 'levels') as FieldError | undefined;
      setFailure(typeof ladder?.type === 'string' ? ladderMessage() : t.fixErrors(countErrors(invalid as FieldErrors)));
    },
  );

  const errorOf = (name: string) => {
    const e = get(formState.errors, name) as FieldError | undefined;
    return e && typeof e.type === 'string' ? e : undefined;
  };

  /** A field's error in the staff's language, from the field and the value typed. */
  const message = (name: string): string | undefined => {
    if (!errorOf(name)) return undefined;
    const [, , kind, leaf] = name.split('.');
    const value = String(get(getValues(), name) ?? '').trim();
    if (kind === 'key') return value ? t.keyInvalid : t.required;
    if (kind === 'ageMin') return t.ageInvalid;
    if (kind === 'ageMax') return /^\d{1,3}$/.test(value) && Number(value) <= 120 ? t.agesOrder : t.ageInvalid;
    if (kind === 'medal' && !value) return t.medalBoth;
    if (!value) return t.required;
    return leaf && kind && LIMIT[kind] ? t.tooLong(LIMIT[kind]) : m.fieldInvalid;
  };

  const describedBy = (name: string, hint?: string) =>
    [hint ? `${id}-${hint}` : '', errorOf(name) ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  return {
    form,
    array,
    values,
    id,
    t,
    lang,
    title,
    failure,
    onSubmit,
    message,
    describedBy,
    invalid: (name: string) => (errorOf(name) ? true : undefined),
  };
}

export type LadderFormState = ReturnType<typeof useLadderForm>;
