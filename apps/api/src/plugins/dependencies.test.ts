import Fastify, { type FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import events from './events';
import mail from './mail';
import metrics from './metrics';
import storage from './storage';
import xsrf from './xsrf';

// Each plugin names the plugins whose decorators it uses, so a wrong order stops the server at boot
// with the missing name instead of failing later on an undefined decorator.
// Typed with xsrf's options, the only ones any of them takes. The auth area's plugin has its own test.
const cases: [string, string, FastifyPluginAsync<{ secure: boolean }>][] = [
  ['events', 'core', events],
  ['mail', 'core', mail],
  ['metrics', 'core', metrics],
  ['storage', 'core', storage],
  ['xsrf', '@fastify/cookie', xsrf],
];

describe('plugin dependencies', () => {
  it.each(cases)('%s refuses to start without %s', async (name, dependency, plugin) => {
    const app = Fastify();
    await expect(app.register(plugin, { secure: false })).rejects.toThrow(
      `The dependency '${dependency}' of plugin '${name}' is not registered`,
    );
  });
});
