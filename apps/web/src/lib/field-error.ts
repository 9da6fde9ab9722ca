import { translateMessage } from './i18n';

/** A form field's error as MUI shows it: marked red, its message in the current language under it. */
export function fieldError(message: string | undefined) {
  return { error: Boolean(message), helperText: message ? translateMessage(message) : undefined };
}
