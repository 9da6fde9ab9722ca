import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInvitationPage } from '@undangin/templates';
import { DEMO_CONTENT, getTemplate } from '@undangin/templates/preview';
import InvitationPreview from './invitation-preview';

const design = getTemplate('jawa-klasik').meta;
const theme = {
  palette: { ...design.palette, accent: '#1f4e79', accentInk: '#ffffff', cover: '#102a43' },
  fonts: { display: 'Playfair Display', body: 'Lora' },
};

/** The record's rule as the server writes it into the public page. */
function publicRule(): string {
  const html = renderInvitationPage({
    content: DEMO_CONTENT,
    templateId: 'jawa-klasik',
    theme,
    slug: 'anin-raka',
    status: 'published',
    locale: 'id',
    assetUrl: (key) => `/media/${key}`,
  });
  return /\.inv\.tpl-jawa-klasik\{[^}]*\}/.exec(html)![0];
}

function frameStyles(container: HTMLElement): string {
  const frame = container.querySelector('iframe');
  const styles = frame?.contentDocument?.querySelectorAll('style') ?? [];
  return [...styles].map((style) => style.textContent ?? '').join('\n');
}

describe('the editor preview', () => {
  it("draws the template record's palette and fonts as the public page does", async () => {
    const { container } = render(
      <InvitationPreview
        title="Pratinjau"
        content={DEMO_CONTENT}
        templateId="jawa-klasik"
        theme={theme}
        slug="anin-raka"
        status="draft"
        locale="id"
        mediaToken="t"
      />,
    );
    await waitFor(() => expect(frameStyles(container)).toContain('.inv.tpl-jawa-klasik{'));
    const css = frameStyles(container);
    expect(css).toContain(publicRule());
    expect(css).toContain("font-family:'Playfair Display'");
    expect(css).not.toContain("font-family:'Cinzel'");
  });

  it("keeps the design's own palette and fonts for a record that has none", async () => {
    const { container } = render(
      <InvitationPreview
        title="Pratinjau"
        content={DEMO_CONTENT}
        templateId="jawa-klasik"
        slug="anin-raka"
        status="draft"
        locale="id"
        mediaToken="t"
      />,
    );
    await waitFor(() => expect(frameStyles(container)).toContain('.tpl-jawa-klasik{'));
    expect(frameStyles(container)).not.toContain('.inv.tpl-jawa-klasik{');
    expect(frameStyles(container)).toContain("font-family:'Cinzel'");
  });
});
