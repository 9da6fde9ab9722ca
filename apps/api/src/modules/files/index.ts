import type { FastifyPluginAsync } from 'fastify';
import { scheduleOrphanSweep } from './orphan-sweep';

/** The files area has no routes of its own (each area serves its files): only the hourly orphan sweep. */
const filesModule: FastifyPluginAsync = async (app) => {
  scheduleOrphanSweep(app);
};

export default filesModule;
