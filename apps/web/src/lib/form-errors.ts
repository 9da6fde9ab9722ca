import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiProblem, type TApiProblem } from './api-error';

/**
 * Puts the API's per-field messages (422 `errors`) on the form's fields. Returns true when at
 * least one landed, so the screen shows the general message only when no field explains it.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  problem: TApiProblem,
  fields: readonly Path<T>[],
): boolean {
  let applied = false;
  for (const field of fields) {
    const message = problem.fieldErrors[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/**
 * Places the API's refusal of a form: its per-field messages go on their fields, and its general
 * message comes back when no field explains it (null when one does).
 */
export function placeFormProblem<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): string | null {
  const problem = toApiProblem(error);
  return applyFieldErrors(setError, problem, fields) ? null : problem.message;
}

/** Places the API's refusal of a form, its general message becoming the form's root error. */
export function showFormProblem<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): void {
  const message = placeFormProblem(setError, error, fields);
  if (message !== null) setError('root', { message });
}

/** Only a path inside this app may follow login, never another site (`//evil`, `/\evil`). */
export function safeRedirect(to: string | null): string {
  return to && /^\/(?![/\\])/.test(to) ? to : '/';
}
