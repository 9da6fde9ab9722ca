import type { FastifyPluginAsync } from 'fastify';
import { setGuestResolver } from '../rsvp-wishes/guest-resolver';
import checkInRoutes from './check-in/routes';
import usherRoutes from './check-in/usher-routes';
import { scheduleGuestErasure } from './privacy-job';
import { createGuestResolver } from './public-guest';
import guestsRoutes from './routes';

/**
 * The guests area: the owner's guest list and check-in, the ushers' check-in screen, the resolver that
 * tells the public page who a personal code belongs to, and the hourly privacy erasure.
 */
const guestsModule: FastifyPluginAsync = async (app) => {
  setGuestResolver(createGuestResolver(app.config.appUrl));
  await app.register(guestsRoutes);
  await app.register(checkInRoutes);
  await app.register(usherRoutes);
  scheduleGuestErasure(app);
};

export default guestsModule;
