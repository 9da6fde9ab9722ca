import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { TInvitation } from '@undangin/shared/invitations/schemas';
import { toApiProblem, type TApiProblem } from '../../../lib/api-error';
import { translateMessage } from '../../../lib/i18n';
import { invitationQueryKey, invitationQueryOptions } from '../api/get-invitation';
import { publishBlockedOf } from '../api/publish-invitation';
import { updateInvitation, versionConflictOf } from '../api/update-invitation';
import { createAutoSaver, type TAutoSaver, type TSaveStatus } from '../lib/auto-saver';
import {
  pruneEmpty,
  stableStringify,
  toEditorValues,
  toUpdateBody,
  validateEditorValues,
  type TEditorValues,
} from '../lib/editor-form';

export const AUTOSAVE_DELAY_MS = 1000;

/** What the editor shows: the saver's state, or "invalid" while a marked field blocks saving. */
export type TEditorSaveStatus = TSaveStatus | 'invalid';

export type TInvitationAutosave = {
  status: TEditorSaveStatus;
  /** Why the last save failed (a 422's fields are also put on the form). */
  problem: TApiProblem | null;
  /** Set while a stale save waits for the user's decision: the version the server holds. */
  conflictVersion: number | null;
  /** Sends what is waiting now (before publishing, say); resolves true when everything is saved. */
  flush(): Promise<boolean>;
  retry(): void;
  /** Conflict: take the server's version into the form, dropping the local changes. */
  reloadFromServer(): Promise<void>;
  /** Conflict: save the local values over the server's newer version. */
  overwrite(): Promise<void>;
};

/**
 * Binds the auto-saver to the editor's form: every valid change is saved as a draft after a pause in
 * typing, the saved invitation replaces the cached one, and leaving the page with unsaved changes asks
 * first.
 */
export function useInvitationAutosave(
  invitation: TInvitation,
  form: UseFormReturn<TEditorValues>,
  delayMs = AUTOSAVE_DELAY_MS,
): TInvitationAutosave {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TSaveStatus>('saved');
  const [invalid, setInvalid] = useState(false);
  const [problem, setProblem] = useState<TApiProblem | null>(null);
  const [conflictVersion, setConflictVersion] = useState<number | null>(null);
  const { id } = invitation;

  const [saver] = useState<TAutoSaver<TEditorValues>>(() => {
    // Fields the server refused on the last save; cleared once a save goes through.
    let serverErrorPaths: string[] = [];
    return createAutoSaver<TEditorValues>({
      version: invitation.version,
      initial: pruneEmpty(toEditorValues(invitation)),
      delayMs,
      serialize: stableStringify,
      save: async (values, version) => {
        const saved = await updateInvitation(id, toUpdateBody(values, version));
        queryClient.setQueryData(invitationQueryKey(id), saved);
        return saved.version;
      },
      isConflict: (error) => versionConflictOf(error) !== null,
      onStatus: (next, error) => {
        setStatus(next);
        if (next === 'saved') {
          setProblem(null);
          if (serverErrorPaths.length > 0) {
            form.clearErrors(serverErrorPaths as FieldPath<TEditorValues>[]);
            serverErrorPaths = [];
          }
        }
        if (next === 'conflict') setConflictVersion(versionConflictOf(error)?.currentVersion ?? null);
        if (next === 'error') {
          const found = toApiProblem(error);
          // A published page refuses content it could not show; say what it lacks.
          const blocked = publishBlockedOf(error);
          if (blocked && blocked.missing.length > 0) {
            found.message = [found.message, ...blocked.missing.map(translateMessage)].join(' ');
          }
          setProblem(found);
          const paths = Object.keys(found.fieldErrors);
          for (const path of paths) {
            form.setError(path as FieldPath<TEditorValues>, { type: 'server', message: found.fieldErrors[path] });
          }
          serverErrorPaths = paths;
        }
      },
    });
  });

  useEffect(() => {
    const subscription = form.watch((raw) => {
      const values = raw as TEditorValues;
      const ok = validateEditorValues(values).success;
      setInvalid(!ok);
      if (ok) saver.change(pruneEmpty(values));
    });
    return () => subscription.unsubscribe();
  }, [form, saver]);

  // Leaving the editor sends what is waiting; closing the tab with unsaved changes asks first.
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.hasUnsaved()) return;
      void saver.flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      void saver.flush();
    };
  }, [saver]);

  const flush = useCallback(async () => {
    await saver.flush();
    return saver.status() === 'saved' && !saver.hasUnsaved();
  }, [saver]);

  const retry = useCallback(() => void saver.flush(), [saver]);

  const reloadFromServer = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({ ...invitationQueryOptions(id), staleTime: 0 });
    const values = toEditorValues(fresh);
    saver.acceptServer(pruneEmpty(values), fresh.version);
    form.reset(values);
    setConflictVersion(null);
  }, [form, id, queryClient, saver]);

  const overwrite = useCallback(async () => {
    const version =
      conflictVersion ?? (await queryClient.fetchQuery({ ...invitationQueryOptions(id), staleTime: 0 })).version;
    setConflictVersion(null);
    await saver.overwrite(version);
  }, [conflictVersion, id, queryClient, saver]);

  return {
    status: invalid && status !== 'conflict' && status !== 'saving' ? 'invalid' : status,
    problem,
    conflictVersion,
    flush,
    retry,
    reloadFromServer,
    overwrite,
  };
}
