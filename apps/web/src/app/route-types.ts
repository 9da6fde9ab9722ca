import type { ComponentType } from 'react';
import type { TAction, TSubject } from '@undangin/shared/abilities';
import type { TNavIconName } from '../layouts/nav-icons';

export type TLayoutName = 'default' | 'blank';

/**
 * The spec's route meta fields (§3). Titles and labels are i18n keys in the "nav" namespace, which
 * every screen has, so the document title and the menus never wait for an area's strings.
 */
export type TRouteMeta = {
  title: string;
  public?: boolean;
  unauthenticatedOnly?: boolean;
  /** Absent means the default layout; false means none. */
  layout?: TLayoutName | false;
  /** The ability a user needs (packages/shared/src/abilities.ts), so a misspelt one fails to compile. */
  action?: TAction;
  subject?: TSubject;
  layoutWrapperClasses?: string;
};

export type TNavGroupKey = 'invitation' | 'payment' | 'admin';

export type TNavEntry = {
  label: string;
  icon: TNavIconName;
  group?: TNavGroupKey;
  order: number;
};

export type TRouteDef = {
  id: string;
  path: string;
  aliases?: string[];
  /** The page module, loaded on demand; its default export is the screen. */
  page: () => Promise<{ default: ComponentType }>;
  /** The i18n namespaces the screen reads besides the shell's, downloaded with its code. */
  ns?: string[];
  /**
   * A screen that reads nothing through TanStack Query (the account and error screens, the
   * dashboard), so its layout gives it no query cache and its first load stays light.
   */
  lean?: boolean;
  meta: TRouteMeta;
  nav?: TNavEntry;
};

export type TNavGroup = { key: TNavGroupKey; label: string; icon: TNavIconName };
