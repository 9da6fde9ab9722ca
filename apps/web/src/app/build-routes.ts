import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { TLayoutName, TRouteDef } from './route-types';
import type { TRouteHandle } from './guard';

export type TLayoutModules = Record<TLayoutName, () => Promise<ComponentType>>;

export type TRootRoute = {
  Component: ComponentType;
  ErrorBoundary: ComponentType;
  HydrateFallback: ComponentType;
  loader: LoaderFunction;
};

/** Loads what a screen needs besides its code (its strings), in parallel with the code. */
export type TPrepareScreen = (def: TRouteDef) => Promise<unknown>;

function childRoutes(def: TRouteDef, prepare: TPrepareScreen): RouteObject[] {
  const handle: TRouteHandle = { meta: def.meta, lean: def.lean };
  return [def.path, ...(def.aliases ?? [])].map((path, index) => ({
    id: index === 0 ? def.id : `${def.id}-alias-${index}`,
    path,
    handle,
    lazy: async () => {
      const [page] = await Promise.all([def.page(), prepare(def)]);
      return { Component: page.default };
    },
  }));
}

/**
 * Turns the route table into React Router routes: a root that runs the guard on every navigation,
 * one lazy layout route per layout (absent layout meta means the default layout, `false` none), and
 * each page lazy beneath its layout.
 */
export function buildRoutes(
  defs: TRouteDef[],
  layouts: TLayoutModules,
  root: TRootRoute,
  prepare: TPrepareScreen = () => Promise.resolve(),
): RouteObject[] {
  const under = (layout: TLayoutName | false) =>
    defs.filter((d) => (d.meta.layout ?? 'default') === layout).flatMap((d) => childRoutes(d, prepare));
  const layoutRoute = (name: TLayoutName): RouteObject => ({
    id: `layout-${name}`,
    lazy: async () => ({ Component: await layouts[name]() }),
    children: under(name),
  });
  return [
    {
      id: 'app',
      ...root,
      // The guard must see every navigation, not only those that change the matched routes.
      shouldRevalidate: () => true,
      children: [layoutRoute('default'), layoutRoute('blank'), ...under(false)],
    },
  ];
}
