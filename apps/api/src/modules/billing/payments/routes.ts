import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROOF_MAX_BYTES,
  ZPaymentConfirmationList,
  ZPaymentDetail,
  ZPaymentListQuery,
} from '@undangin/shared';
import { AppError } from '../../../lib/errors';
import { billingSchemas } from '../route-schema';
import { MANAGE, READ } from '../transactions/access';
import { PROOF_TOO_LARGE } from './proof';
import * as service from './service';

const { signedIn, onRecord: onPayment } = billingSchemas('payments');
const FIELDS = new Set(['bankName', 'accountHolder', 'amount', 'transferDate']);

/** Reads the multipart form: the text fields, and the proof counted byte by byte up to its limit. */
async function readUpload(request: FastifyRequest): Promise<service.TConfirmationUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'Kirim konfirmasi sebagai formulir multipart/form-data beserta berkas bukti transfer.',
    );
  }
  const fields: Record<string, string> = {};
  let proof: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        if (part.fieldname === 'proof') proof = body;
      } else if (FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, PROOF_TOO_LARGE, { errors: { proof: [PROOF_TOO_LARGE] } });
    }
    throw err;
  }
  return { fields, proof };
}

/** Payment confirmations with their proofs: sent by the owner, read by the owner and administrators. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): service.TPaymentsContext => ({
    db: app.db,
    actor: request.user!,
    now: app.clock.now(),
    storage: app.storage,
    log: request.log,
  });

  app.post(
    '/transactions/:id/confirmations',
    {
      config: MANAGE,
      schema: onPayment({
        summary:
          'Multipart form: bankName, accountHolder, amount, transferDate and the file `proof` (JPEG, PNG, WebP or PDF, at most 10 MB)',
        response: { 201: ZPaymentDetail },
      }),
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      return reply.status(201).send(await service.confirmPayment(ctx(request), request.params.id, upload));
    },
  );

  app.get(
    '/payments',
    {
      config: READ,
      schema: signedIn({ querystring: ZPaymentListQuery, response: { 200: ZPaymentConfirmationList } }),
    },
    async (request) => service.listPayments(ctx(request), request.query),
  );

  app.get(
    '/payments/:id',
    { config: READ, schema: onPayment({ response: { 200: ZPaymentDetail } }) },
    async (request) => service.getPayment(ctx(request), request.params.id),
  );

  app.get(
    '/payments/:id/proof',
    { config: READ, schema: onPayment({ summary: 'The proof file, as an attachment' }) },
    async (request, reply) => {
      const proof = await service.getProof(ctx(request), request.params.id);
      return (
        reply
          .header('content-type', proof.mime)
          .header('content-length', String(proof.file.size))
          .header('content-disposition', `attachment; filename="${proof.filename}"`)
          .header('cache-control', 'private, no-store')
          // A PDF opened from here runs nothing and reaches nothing.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(proof.file.stream())
      );
    },
  );
};

export default paymentsRoutes;
