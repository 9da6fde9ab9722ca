import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_CARD_LABELS,
  DASHBOARD_CHART_LABELS,
  DASHBOARD_HINTS,
  DASHBOARD_SERIES_LABELS,
  dashboardHint,
} from '@undangin/shared/dashboard/schemas';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import ar from '../../../locales/ar/dashboard.json';
import en from '../../../locales/en/dashboard.json';
import id from '../../../locales/id/dashboard.json';
import { DashboardCards } from './dashboard-cards';

/**
 * The API's dashboard contributors may emit only keys of the shared catalogue (their type allows no
 * other), so checking the catalogue against each language's dashboard.json covers every card, hint,
 * chart and series the dashboard can show.
 */
const SECTIONS = {
  cards: DASHBOARD_CARD_LABELS,
  hints: DASHBOARD_HINTS,
  charts: DASHBOARD_CHART_LABELS,
  series: DASHBOARD_SERIES_LABELS,
} as const;
const LOCALES = { id, en, ar } as const;

function lookup(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
}

/** Every dotted path to a string under `tree`. */
function leaves(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('dashboard translations', () => {
  for (const [section, catalogue] of Object.entries(SECTIONS)) {
    for (const [lang, file] of Object.entries(LOCALES)) {
      it(`${lang}: every ${section} key the API can emit has a text with the same placeholders`, () => {
        const missing: string[] = [];
        for (const [key, indonesian] of Object.entries(catalogue)) {
          const text = lookup(file, `${section}.${key}`);
          if (typeof text !== 'string' || text.trim() === '') {
            missing.push(key);
            continue;
          }
          expect(placeholders(text), `${lang} ${section}.${key}`).toEqual(placeholders(indonesian));
          // Indonesian shows the same words whether the web or the API's fallback label speaks.
          if (lang === 'id') expect(text, `id ${section}.${key}`).toBe(indonesian);
        }
        expect(missing, `${lang}/dashboard.json lacks ${section}`).toEqual([]);
      });

      it(`${lang}: no ${section} entry is left over from a key the API no longer emits`, () => {
        const stale = leaves(lookup(file, section)).filter((key) => !(key in catalogue));
        expect(stale).toEqual([]);
      });
    }
  }
});

describe('dashboard cards', () => {
  beforeAll(async () => {
    await initI18n('en', ['dashboard']);
  });
  afterEach(cleanup);
  afterAll(async () => {
    await changeLanguage('id');
  });

  it('name the figure and its hint in the reader’s language, and fall back to the API’s Indonesian', () => {
    render(
      <MemoryRouter>
        <DashboardCards
          cards={[
            {
              key: 'guests.sent',
              label: DASHBOARD_CARD_LABELS['guests.sent'],
              value: 3,
              ...dashboardHint('guests.ofTotal', { total: 12 }),
            },
            { key: 'future.figure', label: 'Angka baru', value: 1, hint: 'Sekar & Bima' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Invitations sent' })).toBeInTheDocument();
    expect(screen.getByText('of 12 guests')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Angka baru' })).toBeInTheDocument();
    expect(screen.getByText('Sekar & Bima')).toBeInTheDocument();
  });
});
