import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { TTemplateTheme } from '@undangin/templates/types';
import { InvitationView } from '@undangin/templates/view/invitation-view';
import type { TInvitationContentDraft, TPageLanguage } from '@undangin/shared/invitations/content';
import type { TInvitationStatus } from '@undangin/shared/invitations/schemas';
import { mediaUrl } from '../../lib/media';

export type TInvitationPreviewProps = {
  title: string;
  content: TInvitationContentDraft;
  /** The renderer's id in packages/templates (the template record's `component`). */
  templateId: string;
  /** The template record's palette and fonts, drawn over its design as on the public page. */
  theme?: TTemplateTheme;
  slug: string;
  status: TInvitationStatus;
  locale: TPageLanguage;
  mediaToken: string;
};

/**
 * A blank page of its own: the template's CSS cannot touch the dashboard, and its media queries see a
 * phone's width. Relative URLs (fonts, photos) resolve against the app's origin, and links open in a
 * new tab so the preview never navigates away.
 */
const FRAME_DOCUMENT =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><base target="_blank"><style>html,body{margin:0}</style></head><body></body></html>';

/** The editor's live preview: the very component the server renders for guests, in preview mode. */
export default function InvitationPreview({
  title,
  content,
  templateId,
  theme,
  slug,
  status,
  locale,
  mediaToken,
}: TInvitationPreviewProps) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  // The countdown starts from when the preview opened; it is a picture of the page, not a clock.
  const [now] = useState(() => Date.now());
  return (
    <>
      {/* The page leaves the frame's body before the frame itself goes, on unmount as on any DOM. */}
      {body &&
        createPortal(
          <InvitationView
            content={content}
            templateId={templateId}
            theme={theme}
            slug={slug}
            status={status}
            locale={locale}
            mode="preview"
            assetUrl={(key, width) => mediaUrl(key, mediaToken, width)}
            now={now}
          />,
          body,
        )}
      <iframe
        title={title}
        srcDoc={FRAME_DOCUMENT}
        onLoad={(event) => setBody(event.currentTarget.contentDocument?.body ?? null)}
        style={{
          border: 0,
          inlineSize: '100%',
          blockSize: '100%',
          display: 'block',
          background: 'transparent',
        }}
      />
    </>
  );
}
