/**
 * A list's page and how many rows match in all, asked together: the two queries share their filter,
 * the page adds its order, limit and offset.
 */
export async function pageWithTotal<T>(
  page: PromiseLike<T[]>,
  counted: PromiseLike<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [rows, [total]] = await Promise.all([page, counted]);
  return { rows, total: total?.n ?? 0 };
}
