import { translateMessage } from './i18n';

/**
 * A form field's error as MUI shows it: marked red, its message in the current language under it,
 * in place of the field's hint when it has one.
 */
export function fieldError(message: string | undefined, hint?: string) {
  return { error: Boolean(message), helperText: message ? translateMessage(message) : hint };
}
