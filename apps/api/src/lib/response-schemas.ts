import { serializerCompiler } from 'fastify-type-provider-zod';

type TDef = { type: string; getter?: () => unknown } & Record<string, unknown>;

function defOf(value: unknown): TDef | undefined {
  return (value as { _zod?: { def?: TDef } } | null)?._zod?.def;
}

/**
 * Paths inside `schema` where a one-way transform sits (preprocess is one too). Answers are encoded,
 * and encoding a transform throws, so such a schema would answer 500 for data it had accepted.
 */
export function oneWayTransforms(schema: unknown, path = '', seen = new Set<unknown>()): string[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  if (def.type === 'transform') return [path || '(root)'];
  const found: string[] = [];
  const visit = (child: unknown, at: string) => found.push(...oneWayTransforms(child, at, seen));
  if (def.type === 'lazy' && def.getter) visit(def.getter(), path);
  for (const [key, child] of Object.entries(def)) {
    if (key === 'shape' && child && typeof child === 'object') {
      for (const [field, fieldSchema] of Object.entries(child)) visit(fieldSchema, `${path}.${field}`);
    } else if (Array.isArray(child)) {
      child.forEach((option) => visit(option, path));
    } else if (defOf(child)) {
      visit(child, path);
    }
  }
  return found;
}

/**
 * fastify-type-provider-zod's serializer, refusing at start-up a response schema that could not encode
 * what it describes, instead of answering 500 to the first request that reaches it.
 */
export const checkedSerializerCompiler: typeof serializerCompiler = (route) => {
  const transforms = oneWayTransforms(route.schema);
  if (transforms.length > 0) {
    throw new Error(
      `The response schema of ${route.method} ${route.url} (${String(route.httpStatus)}) has a one-way transform at ${transforms.join(', ')}; use .overwrite() or a codec`,
    );
  }
  return serializerCompiler(route);
};
