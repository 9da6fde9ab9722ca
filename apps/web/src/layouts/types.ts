import type { ComponentType } from 'react';
import type { TSearchPage } from '../features/search';

/** A menu entry; it shows when its (action, subject) is allowed. Labels are i18n keys. */
export type TNavLink = {
  kind: 'link';
  key: string;
  label: string;
  to: string;
  icon: ComponentType;
  action?: string;
  subject?: string;
};

/** A menu group; it shows when any of its children is allowed (spec §6). */
export type TNavGroupNode = {
  kind: 'group';
  key: string;
  label: string;
  icon: ComponentType;
  children: TNavLink[];
};

export type TNavNode = TNavLink | TNavGroupNode;

export type TShortcut = TNavLink;

/** What the app hands the default layout, all derived from the one route table. */
export type TShellConfig = { nav: TNavNode[]; pages: TSearchPage[]; shortcuts: TShortcut[] };
