import type { FastifyPluginAsync } from 'fastify';
import checkInRoutes from './check-in/routes';
import usherRoutes from './check-in/usher-routes';
import giftBookRoutes from './gift-book/routes';
import { scheduleGuestErasure } from './privacy-job';
import guestsRoutes from './routes';

/**
 * The guests area: the owner's guest list and check-in, the ushers' check-in screen and the hourly
 * privacy erasure. The public page and the forms look personal codes up through public-guest.ts.
 */
const guestsModule: FastifyPluginAsync = async (app) => {
  await app.register(guestsRoutes);
  await app.register(checkInRoutes);
  await app.register(usherRoutes);
  await app.register(giftBookRoutes);
  scheduleGuestErasure(app);
};

export default guestsModule;
