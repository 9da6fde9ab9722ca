import { describe, expect, it } from 'vitest';
import { pruneEmpty, stableStringify, toUpdateBody, validateEditorValues, type TEditorValues } from './editor-form';

const blank: TEditorValues = {
  slug: 'rina-budi',
  templateId: null,
  pageLanguage: 'id',
  content: {
    couple: { bride: { fullName: '', nickname: '  ' }, groom: { fullName: 'Budi Santoso' } },
    events: [
      { id: 'ev1', kind: 'akad', venue: '', lat: Number.NaN },
      { id: 'ev2', kind: 'resepsi', venue: 'Gedung Serbaguna' },
    ],
    turutMengundang: ['Keluarga Besar Bapak Slamet', '', '  '],
    gallery: [],
  },
};

describe('pruneEmpty', () => {
  it('drops untouched inputs but keeps every list item where it is on screen', () => {
    expect(pruneEmpty(blank.content)).toEqual({
      couple: { groom: { fullName: 'Budi Santoso' } },
      events: [
        { id: 'ev1', kind: 'akad' },
        { id: 'ev2', kind: 'resepsi', venue: 'Gedung Serbaguna' },
      ],
      turutMengundang: ['Keluarga Besar Bapak Slamet'],
      gallery: [],
    });
  });

  it('keeps false and zero, which are answers, not blanks', () => {
    expect(pruneEmpty({ settings: { rsvpEnabled: false, defaultPax: 0 } })).toEqual({
      settings: { rsvpEnabled: false, defaultPax: 0 },
    });
  });

  it('does not change the form values it reads', () => {
    const copy = structuredClone(blank);
    pruneEmpty(blank);
    expect(blank).toEqual(copy);
  });
});

describe('validateEditorValues', () => {
  it('accepts a half-filled draft once blanks are pruned', () => {
    expect(validateEditorValues(blank).success).toBe(true);
  });

  it('refuses what the server would refuse, on the field the user sees', () => {
    const withBadMap = structuredClone(blank);
    withBadMap.content.events![1]!.mapUrl = 'javascript:alert(1)';
    const result = validateEditorValues(withBadMap);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['content', 'events', 1, 'mapUrl']);
  });
});

describe('toUpdateBody', () => {
  it('sends the version, the pruned content and an explicit null template', () => {
    const body = toUpdateBody(blank, 7);
    expect(body.version).toBe(7);
    expect(body.templateId).toBeNull();
    expect(body.content?.couple).toEqual({ groom: { fullName: 'Budi Santoso' } });
  });
});

describe('stableStringify', () => {
  it('ignores key order, as jsonb reorders keys', () => {
    expect(stableStringify({ b: 1, a: { d: [1, { y: 1, x: 2 }], c: 2 } })).toBe(
      stableStringify({ a: { c: 2, d: [1, { x: 2, y: 1 }] }, b: 1 }),
    );
  });
});
