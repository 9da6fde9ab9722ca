/**
 * The usher's PIN, kept for this browser tab's session only: a reload at the door does not ask for it
 * again, closing the tab forgets it, and it never travels in the address (where it would be shared
 * along with the link, and kept in the history).
 */
const keyOf = (token: string) => `undangin.usher-pin.${token}`;

export function readUsherPin(token: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(token));
  } catch {
    // Storage blocked (private mode, strict settings): the usher types the PIN again, as before.
    return null;
  }
}

/** Keeps an accepted PIN, or forgets one (`null`) the server no longer accepts. */
export function keepUsherPin(token: string, pin: string | null): void {
  try {
    if (pin === null) sessionStorage.removeItem(keyOf(token));
    else sessionStorage.setItem(keyOf(token), pin);
  } catch {
    // Nothing kept: only the convenience of a reload is lost.
  }
}
