import { z } from 'zod';

export const ZSearchQuery = z.object({
  q: z.string().trim().min(2, 'Ketik minimal 2 huruf').max(100, 'Kata kunci terlalu panjang'),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** One hit; `type` groups hits in the search dialog (invitation, guest, invoice, user…). */
export const ZSearchResult = z.object({
  type: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
  url: z.string(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchResponse = z.object({ results: z.array(ZSearchResult) });
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
