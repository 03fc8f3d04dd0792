import '../../forms/zod';
import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver on a contract's schema: the form's values become the request it would send
 * (`toRequest`), the contract validates it, and each issue goes on the form's field (`fieldOf` maps
 * the request's path, e.g. `pattern.weekday`, to the field the user typed). An issue's type is the
 * contract's `params.kind` when it has one (`end_before_start`, `outside_season`, `overlap`…), else
 * zod's code (`too_small`, `invalid_type`…): each form says it in the staff's language by type.
 * The same mapping puts the platform's `field` (`body.pattern.weekday`) on the field (`fieldOfServer`).
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toRequest: (values: V) => unknown,
  fieldOf: (path: string) => string = (p) => p,
): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(toRequest(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const issue of parsed.error.issues) {
      const name = fieldOf(issue.path.map(String).join('.'));
      if (!name || getPath(errors, name)) continue;
      const kind = (issue as { params?: { kind?: unknown } }).params?.kind;
      set(errors, name, { type: typeof kind === 'string' ? kind : issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

function getPath(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

/** The form field a platform error names (`body.times.0.end` → `times.0.end`), through the form's own mapping. */
export function fieldOfServer(field: string | undefined, fieldOf: (path: string) => string = (p) => p): string | undefined {
  if (!field?.startsWith('body.')) return undefined;
  return fieldOf(field.slice('body.'.length)) || undefined;
}
