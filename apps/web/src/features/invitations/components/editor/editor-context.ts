import { createContext, useContext } from 'react';
import type { TInvitation } from '@undangin/shared/invitations/schemas';
import type { TTemplate } from '@undangin/shared/templates/schemas';

export type TEditorContext = {
  /** The invitation as last saved on the server (status, allowance, slug lock, media token). */
  invitation: TInvitation;
  templates: readonly TTemplate[];
};

export const EditorContext = createContext<TEditorContext | null>(null);

/** The invitation the editor is open on; only inside the editor. */
export function useEditorContext(): TEditorContext {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditorContext outside the invitation editor');
  return value;
}
