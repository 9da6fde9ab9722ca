/** Which slice of a list one page is. */
type TPageSlice = { limit: number; offset: number };

/** An ordered query whose page is cut by a limit and an offset (any drizzle select). */
type TPageable<T> = { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } };

/**
 * A list's page and how many rows match in all, asked together: the two queries share their filter,
 * the list brings its order and this cuts the page.
 */
export async function pageWithTotal<T>(
  ordered: TPageable<T>,
  slice: TPageSlice,
  counted: PromiseLike<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [rows, [total]] = await Promise.all([ordered.limit(slice.limit).offset(slice.offset), counted]);
  return { rows, total: total?.n ?? 0 };
}
