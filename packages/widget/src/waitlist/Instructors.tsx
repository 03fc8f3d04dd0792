import type { PublicInstructor } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useEffect, useId, useState } from 'react';
import type { InstructorsProps } from '../shared';
import { instructorsTranslator } from './instructors-texts';

/**
 * A private lesson's preferred instructor (issue 31, item 4; returning families ask for theirs by name): "No
 * preference", then the instructors who teach the lesson by first name and initial, with their languages. Choosing
 * one asks the calendar for their free hours only (`m.setIns`), and the add sends them (`instructorId`). In the third
 * file: loaded only on a private lesson's form. Optional: a list that cannot be read is left out, the lesson booked
 * with any instructor.
 */
export function Instructors({ ctx, product, m }: InstructorsProps) {
  const t = instructorsTranslator(ctx.lang);
  const id = useId();
  const [list, setList] = useState<PublicInstructor[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the api is made once by the main file
  useEffect(() => {
    let live = true;
    ctx.api.call(paths.productInstructors, { params: { key: product.key }, query: { resort: ctx.resort, lang: ctx.lang } }).then(
      (r) => live && setList(r.instructors),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [product.key, ctx.resort, ctx.lang]);
  if (!list.length) return null;
  const names = new Intl.DisplayNames([ctx.lang], { type: 'language' });
  const nameOf = (i: PublicInstructor) => `${i.firstName} ${i.lastInitial}.`;
  return (
    <div className="msem-field">
      <label htmlFor={id}>{t('label')}</label>
      <select
        id={id}
        name="instructor"
        value={m.ins ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const chosen = list.find((i) => String(i.id) === e.currentTarget.value);
          m.setIns(chosen?.id);
          ctx.announce(chosen ? t('picked', { name: nameOf(chosen) }) : t('pickedAny'));
        }}
      >
        <option value="">{t('any')}</option>
        {list.map((i) => (
          <option key={i.id} value={i.id}>
            {i.languages.length
              ? t('speaks', { name: nameOf(i), languages: i.languages.map((l) => names.of(l) ?? l).join(', ') })
              : nameOf(i)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="msem-desc">
        {t('hint')}
      </p>
    </div>
  );
}
