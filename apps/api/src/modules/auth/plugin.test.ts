import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import auth from './plugin';

// Like the plugins in plugins/ (dependencies.test.ts): a wrong order stops the server at boot.
describe('auth plugin', () => {
  it('refuses to start without core', async () => {
    const app = Fastify();
    await expect(app.register(auth)).rejects.toThrow(
      "The dependency 'core' of plugin 'auth' is not registered",
    );
  });
});
