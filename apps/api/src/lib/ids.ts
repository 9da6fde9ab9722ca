const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not even a UUID names nothing: it gets the same 404 as an unknown one. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
