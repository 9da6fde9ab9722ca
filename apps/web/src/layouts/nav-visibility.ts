import type { TNavLink, TNavNode } from './types';

type TCan = (action?: string, subject?: string) => boolean;

/** Keeps the links the user may open, and the groups with at least one of them (spec §6). */
export function visibleNav(nodes: TNavNode[], can: TCan): TNavNode[] {
  return nodes.flatMap((node): TNavNode[] => {
    if (node.kind === 'link') return can(node.action, node.subject) ? [node] : [];
    const children = node.children.filter((child) => can(child.action, child.subject));
    return children.length ? [{ ...node, children }] : [];
  });
}

export function visibleLinks(links: TNavLink[], can: TCan): TNavLink[] {
  return links.filter((link) => can(link.action, link.subject));
}

/** Whether a menu link is the current page: exact for "/", by path prefix for the rest. */
export function isActivePath(to: string, pathname: string): boolean {
  const path = to.split('?')[0] ?? to;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}
