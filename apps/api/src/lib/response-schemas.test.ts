import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedSerializerCompiler, oneWayTransforms } from './response-schemas';

function appAnswering(response: z.ZodType) {
  const app = Fastify();
  app.setSerializerCompiler(checkedSerializerCompiler);
  app.get('/handle', { schema: { response: { 200: response } } }, async () => ({ handle: '@rara' }));
  return app;
}

describe('response schemas', () => {
  it('names every one-way transform, including preprocess and those behind optional, array and union', () => {
    const schema = z.object({
      a: z.string().transform((value) => value),
      b: z.array(z.object({ c: z.preprocess((value) => value, z.string()) })).optional(),
      d: z.union([z.number(), z.string().transform(Number)]),
      e: z.lazy(() => z.string().transform((value) => value)),
      f: z
        .string()
        .trim()
        .overwrite((value) => value.replace(/^@/, '')),
    });
    expect(oneWayTransforms(schema)).toEqual(['.a', '.b.c', '.d', '.e']);
  });

  it('stops the server at start-up when an answer could not be encoded', async () => {
    const app = appAnswering(z.object({ handle: z.string().transform((value) => value.replace(/^@/, '')) }));
    await expect(app.ready()).rejects.toThrow(/GET \/handle \(200\) has a one-way transform at \.handle/);
  });

  it('serves an answer whose normalisation runs both ways', async () => {
    const app = appAnswering(z.object({ handle: z.string().overwrite((value) => value.replace(/^@/, '')) }));
    const res = await app.inject({ method: 'GET', url: '/handle' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ handle: 'rara' });
    await app.close();
  });
});
