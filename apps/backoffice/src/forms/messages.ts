import type { FieldError } from 'react-hook-form';

/** A field's error in the staff's language: the form gives its texts per zod issue code, else the fallback. */
export function fieldMessage(error: FieldError | undefined, byType: Partial<Record<string, string>>, fallback: string): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message ?? fallback;
  return byType[error.type] ?? fallback;
}
