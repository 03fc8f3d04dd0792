import type { Level } from '@schuss/contracts';
import { LevelFields } from './LevelFields';
import { blankLevel, useLadderForm } from './useLadderForm';

/**
 * A discipline's ladder as an admin edits it: each level's fields in order, moved up or down, removed, added; saved
 * whole. Checked against the contract in the staff's language; the platform's refusals (a field, a level still
 * taught or held, an account that is not an admin's) are said above the buttons.
 */
export function LadderForm({ discipline, levels, onDone }: { discipline: string; levels: Level[]; onDone: () => void }) {
  const state = useLadderForm(discipline, levels, onDone);
  const { form, array, t, title, failure, onSubmit, id } = state;
  const submitting = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="form ladder-form" aria-label={t.formLabel(title)}>
      {array.fields.map((field, index) => (
        <LevelFields key={field.id} state={state} index={index} count={array.fields.length} />
      ))}
      <div>
        <button type="button" className="button secondary" onClick={() => array.append(blankLevel(), { shouldFocus: true })}>
          {t.addLevel}
        </button>
      </div>
      {failure && (
        <p className="error-box" role="alert" id={`${id}-failure`}>
          {failure}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button primary" disabled={submitting} aria-describedby={failure ? `${id}-failure` : undefined}>
          {submitting ? t.saving : t.save}
        </button>
        <button type="button" className="button secondary" onClick={onDone} disabled={submitting}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
