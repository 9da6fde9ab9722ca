import type { TRole } from '@undangin/shared';

/** Who is asking, as much as an area's share of a page (dashboard, search) needs to scope it. */
export type TCaller = { id: string; role: TRole };
