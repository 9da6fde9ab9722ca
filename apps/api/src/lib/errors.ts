/** An error a service raises to answer the client; everything else becomes an opaque 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: {
      code?: string;
      errors?: Record<string, string[]>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Data tidak ditemukan') => new AppError(404, message);
export const forbidden = (message = 'Kamu tidak memiliki akses untuk tindakan ini') =>
  new AppError(403, message);
export const conflict = (message: string, code?: string) => new AppError(409, message, { code });
export const unauthorized = (message = 'Silakan masuk terlebih dahulu') => new AppError(401, message);

/** A 422 for one or more fields, in the same shape schema validation produces. */
export function invalid(
  errors: Record<string, string[]>,
  message = 'Data yang dikirim tidak valid',
): AppError {
  return new AppError(422, message, { errors });
}
