import type { FastifyReply } from 'fastify';

/** A file made on request, with the name it is saved under. */
export type TDownloadFile = { body: Buffer; contentType: string; fileName: string };

/** A file made for this request alone: saved under its name, never kept by a cache. */
export function sendDownload(
  reply: FastifyReply,
  file: { body: Buffer; contentType: string; fileName: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
