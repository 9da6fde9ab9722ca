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
 * Shows the API's refusal of a form: its per-field messages on their fields, or else its general
 * message as the form's root error.
 */
export function showFormProblem<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): void {
  const problem = toApiProblem(error);
  if (!applyFieldErrors(setError, problem, fields)) setError('root', { message: problem.message });
}

/** Only a path inside this app may follow login, never another site (`//evil`, `/\evil`). */
export function safeRedirect(to: string | null): string {
  return to && /^\/(?![/\\])/.test(to) ? to : '/';
}
