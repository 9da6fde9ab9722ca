import { z } from 'zod';

/** The bearer token of a signed-in call, as the OpenAPI document's security scheme names it. */
const security = [{ bearer: [] }];

/**
 * The schemas of one OpenAPI tag's routes, with what they share written once: the tag, the bearer
 * token on `signedIn` routes, and with `…On(params)` the path parameters of routes on one record.
 * Each route adds only its summary, params, query, body and answers.
 */
export function routeSchemas(tag: string) {
  const tags = [tag];
  const tagged = <S extends object>(schema: S) => ({ tags, ...schema });
  const signedIn = <S extends object>(schema: S) => ({ tags, security, ...schema });
  return {
    tagged,
    signedIn,
    taggedOn:
      <P extends z.ZodType>(params: P) =>
      <S extends object>(schema: S) =>
        tagged({ params, ...schema }),
    signedInOn:
      <P extends z.ZodType>(params: P) =>
      <S extends object>(schema: S) =>
        signedIn({ params, ...schema }),
  };
}
