import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GUEST_LIMITS,
  ZGuest,
  ZGuestBulk,
  ZGuestBulkAnswer,
  ZGuestCardsSelection,
  ZGuestCreate,
  ZGuestExportQuery,
  ZGuestExportSelection,
  ZGuestFilters,
  ZGuestList,
  ZGuestListQuery,
  ZGuestPrivacy,
  ZGuestPrivacyExtend,
  ZGuestStats,
  ZGuestUpdate,
  ZImportOptions,
  ZImportPreview,
  ZImportResult,
  ZImportTemplateQuery,
  ZImportText,
  ZMarkSent,
  ZMessageSettings,
  ZMessageTemplates,
  type TImportOptions,
} from '@undangin/shared';
import { AppError, invalid } from '../../lib/errors';
import { sendDownload } from '../../lib/send-download';
import { guestsContext, ownedInvitation } from './context';
import { MANAGE, ownerSchemas, READ } from './route-schema';
import * as exports from './export/service';
import * as imports from './import/service';
import { readDelimited, readUpload, type TSheet } from './import/read-sheet';
import * as service from './service';

/** Imports one process unpacks at the same time; each may take up to about 100 MB while it runs. */
const IMPORTS_AT_ONCE = 2;
const IMPORT_RETRY_SECONDS = 5;
/** QR card files one process makes at the same time; 2,000 cards hold about 110 MB while they are made. */
const CARD_FILES_AT_ONCE = 2;

/** A counter of free places: a request that finds none is refused rather than queued. */
function slots(size: number) {
  let used = 0;
  return {
    take: () => (used < size ? (used++, true) : false),
    release: () => {
      used--;
    },
  };
}

const { onInvitation, onGuest } = ownerSchemas('guests');

/** The import's input: an uploaded file (multipart, with an "options" field) or pasted text as JSON. */
async function importInput(request: FastifyRequest): Promise<{ sheets: TSheet[]; options: TImportOptions }> {
  if (request.isMultipart()) {
    // The file is read here, part by part, only after the route has checked the invitation.
    let sheets: TSheet[] | null = null;
    let rawOptions: unknown = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') sheets = await readUpload(await part.toBuffer());
      else if (part.fieldname === 'options' && typeof part.value === 'string') {
        try {
          rawOptions = JSON.parse(part.value);
        } catch {
          throw invalid({ options: ['Pilihan kolom tidak valid'] });
        }
      }
    }
    if (!sheets) throw invalid({ file: ['Pilih file .xlsx atau .csv'] });
    const options = ZImportOptions.safeParse(rawOptions);
    if (!options.success) throw invalid({ options: ['Pilihan kolom tidak valid'] });
    return { sheets, options: options.data };
  }
  const body = ZImportText.safeParse(request.body);
  if (!body.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of body.error.issues)
      (errors[issue.path.join('.') || 'text'] ??= []).push(issue.message);
    throw invalid(errors);
  }
  const { text, ...options } = body.data;
  return { sheets: [readDelimited(text)], options };
}

/** The guest list of an invitation: the list, a guest, import, export, sending, tracking, privacy. */
const guestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = guestsContext(app);
  const importBodyLimit = GUEST_LIMITS.importBytes + 1024 * 1024;
  const importSlots = slots(IMPORTS_AT_ONCE);
  const cardSlots = slots(CARD_FILES_AT_ONCE);
  /** Makes a QR card file when a slot is free; otherwise the caller is told to retry, not queued. */
  const printing = async <T>(make: () => Promise<T>): Promise<T> => {
    if (!cardSlots.take()) {
      throw new AppError(503, 'Sedang ada kartu QR lain yang dibuat. Tunggu beberapa detik lalu coba lagi.', {
        headers: { 'retry-after': String(IMPORT_RETRY_SECONDS) },
      });
    }
    try {
      return await make();
    } finally {
      cardSlots.release();
    }
  };
  /**
   * Reads the upload and runs an import once the invitation is known to be the caller's and a slot
   * is free, never before: a stranger's upload is answered 404 at once, and a process holds
   * at most IMPORTS_AT_ONCE unpacked files in memory.
   */
  const importing = async <T>(
    request: FastifyRequest,
    invitationId: string,
    run: (input: Awaited<ReturnType<typeof importInput>>) => Promise<T>,
  ) => {
    await ownedInvitation(ctx(request), invitationId);
    if (!importSlots.take()) {
      throw new AppError(
        503,
        'Sedang ada impor tamu lain yang diproses. Tunggu beberapa detik lalu coba lagi.',
        { headers: { 'retry-after': String(IMPORT_RETRY_SECONDS) } },
      );
    }
    try {
      return await run(await importInput(request));
    } finally {
      importSlots.release();
    }
  };
  /** The public page caches guests for a while; a change made here has it read them again. */
  const forgetLinks = (invitationId: string, codes: string[]) => {
    for (const code of codes) app.events.emit('guest.changed', { invitationId, code });
  };

  app.get(
    '/invitations/:id/guests',
    {
      config: READ,
      schema: onInvitation({
        summary: 'Guests of an invitation: paged, searched, sorted and filtered on the server',
        querystring: ZGuestListQuery,
        response: { 200: ZGuestList },
      }),
    },
    async (request) => service.listGuests(ctx(request), request.params.id, request.query),
  );

  app.post(
    '/invitations/:id/guests',
    {
      config: MANAGE,
      schema: onInvitation({ body: ZGuestCreate, response: { 201: ZGuest } }),
    },
    async (request, reply) =>
      reply.status(201).send(await service.createGuest(ctx(request), request.params.id, request.body)),
  );

  app.patch(
    '/guests/:guestId',
    {
      config: MANAGE,
      schema: onGuest({ body: ZGuestUpdate, response: { 200: ZGuest } }),
    },
    async (request) => {
      const guest = await service.updateGuest(ctx(request), request.params.guestId, request.body);
      forgetLinks(guest.invitationId, [guest.code]);
      return guest;
    },
  );

  app.delete('/guests/:guestId', { config: MANAGE, schema: onGuest({}) }, async (request, reply) => {
    const removed = await service.deleteGuest(ctx(request), request.params.guestId);
    forgetLinks(removed.invitationId, removed.codes);
    return reply.status(204).send();
  });

  app.post(
    '/invitations/:id/guests/bulk',
    {
      config: MANAGE,
      schema: onInvitation({
        summary: 'Delete, regroup or mark sent many guests at once',
        body: ZGuestBulk,
        response: { 200: ZGuestBulkAnswer },
      }),
    },
    async (request) => {
      const { removed, ...answer } = await service.bulk(ctx(request), request.params.id, request.body);
      forgetLinks(removed.invitationId, removed.codes);
      return answer;
    },
  );

  app.get(
    '/invitations/:id/guests/stats',
    {
      config: READ,
      schema: onInvitation({ response: { 200: ZGuestStats } }),
    },
    async (request) => service.stats(ctx(request), request.params.id),
  );

  app.post(
    '/guests/:guestId/sent',
    {
      config: MANAGE,
      schema: onGuest({ body: ZMarkSent, response: { 200: ZGuest } }),
    },
    async (request) => service.markSent(ctx(request), request.params.guestId, request.body),
  );

  app.get(
    '/invitations/:id/guests/messages',
    {
      config: READ,
      schema: onInvitation({ response: { 200: ZMessageSettings } }),
    },
    async (request) => service.messageSettings(ctx(request), request.params.id),
  );

  app.put(
    '/invitations/:id/guests/messages',
    {
      config: MANAGE,
      schema: onInvitation({ body: ZMessageTemplates, response: { 200: ZMessageSettings } }),
    },
    async (request) => service.saveMessageSettings(ctx(request), request.params.id, request.body),
  );

  app.get(
    '/invitations/:id/guests/export',
    {
      config: READ,
      schema: onInvitation({
        summary:
          'The filtered list as .xlsx or .csv, with personal links (full) or without personal data (vendor)',
        querystring: ZGuestExportQuery,
      }),
    },
    async (request, reply) =>
      sendDownload(reply, await exports.exportFiltered(ctx(request), request.params.id, request.query)),
  );

  app.post(
    '/invitations/:id/guests/export',
    {
      config: READ,
      schema: onInvitation({ summary: 'The selected guests as a file', body: ZGuestExportSelection }),
    },
    async (request, reply) =>
      sendDownload(reply, await exports.exportSelected(ctx(request), request.params.id, request.body)),
  );

  app.get(
    '/invitations/:id/guests/cards.pdf',
    {
      config: READ,
      schema: onInvitation({
        summary:
          'QR cards (application/pdf, A4, 8 a page) of the filtered list: a group, a session, or everyone; at most 2,000 guests (422 beyond)',
        // The list's own filters: a group, a session, or none for everyone.
        querystring: ZGuestFilters,
      }),
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await printing(() => exports.cardsFiltered(ctx(request), request.params.id, request.query)),
      ),
  );

  app.post(
    '/invitations/:id/guests/cards.pdf',
    {
      config: READ,
      schema: onInvitation({
        summary:
          'QR cards (application/pdf) of chosen guests: one guest or the selection, ids in the body since a long selection does not fit in a URL',
        body: ZGuestCardsSelection,
      }),
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await printing(() => exports.cardsSelected(ctx(request), request.params.id, request.body.ids)),
      ),
  );

  app.get(
    '/invitations/:id/guests/import/template',
    {
      config: READ,
      schema: onInvitation({ querystring: ZImportTemplateQuery }),
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await exports.importTemplate(ctx(request), request.params.id, request.query.format),
      ),
  );

  app.post(
    '/invitations/:id/guests/import',
    {
      config: MANAGE,
      bodyLimit: importBodyLimit,
      schema: onInvitation({
        summary:
          'Preview an import: multipart "file" (+ "options" JSON) or JSON { text, headerRow?, columns? }',
        response: { 200: ZImportPreview },
      }),
    },
    async (request) =>
      importing(request, request.params.id, (input) =>
        imports.previewImport(ctx(request), request.params.id, input.sheets, input.options),
      ),
  );

  app.post(
    '/invitations/:id/guests/import/commit',
    {
      config: MANAGE,
      bodyLimit: importBodyLimit,
      schema: onInvitation({
        summary: 'Save the valid rows of the same input, all or nothing',
        response: { 200: ZImportResult },
      }),
    },
    async (request) =>
      importing(request, request.params.id, async (input) => {
        const { summary, updatedCodes } = await imports.commitImport(
          ctx(request),
          request.params.id,
          input.sheets,
          input.options,
        );
        forgetLinks(request.params.id, updatedCodes);
        return summary;
      }),
  );

  app.get(
    '/invitations/:id/guests/privacy',
    {
      config: READ,
      schema: onInvitation({ response: { 200: ZGuestPrivacy } }),
    },
    async (request) => service.privacy(ctx(request), request.params.id),
  );

  app.post(
    '/invitations/:id/guests/privacy/extend',
    {
      config: MANAGE,
      schema: onInvitation({
        summary: 'Keep phone numbers and e-mail addresses longer before the erasure',
        body: ZGuestPrivacyExtend,
        response: { 200: ZGuestPrivacy },
      }),
    },
    async (request) => service.extendPrivacy(ctx(request), request.params.id, request.body.days),
  );
};

export default guestsRoutes;
