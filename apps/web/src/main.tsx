import './styles/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadRtlCache } from './lib/emotion-cache';
import { initI18n } from './lib/i18n';
import { registerNavigator } from './lib/navigation';
import { restoreAbilityRules } from './lib/session';
import { getSettings } from './lib/settings';

async function start() {
  const settings = getSettings();
  // The language, the stored abilities and (for Arabic) the RTL styles are ready before the first
  // navigation, so the guard decides with the real rules and nothing renders twice.
  await Promise.all([
    initI18n(settings.language),
    restoreAbilityRules(),
    settings.isAppRTL ? loadRtlCache() : null,
  ]);
  const router = createAppRouter();
  registerNavigator((to) => router.navigate(to));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
