/** A field's error line in the slot generation form, under the field it is about (its id ends in `-error`). */

/** The error of the field `name` of the form `id`, when there is one. */
export function ErrorLine({ id, name, text }: { id: string; name: string; text: string | undefined }) {
  return text ? (
    <p className="field-error" id={`${id}-${name}-error`}>
      {text}
    </p>
  ) : null;
}
