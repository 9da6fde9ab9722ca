import './styles/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { firstScreen } from './app/first-screen';
import { AppProviders } from './app/providers';
import { createAppRouter, preloadScreen } from './app/router';
import { ROUTES } from './app/routes';
import { loadRtlCache } from './lib/emotion-cache';
import { initI18n } from './lib/i18n';
import { registerNavigator } from './lib/navigation';
import { isLoggedIn, restoreAbilityRules } from './lib/session';
import { getSettings } from './lib/settings';

async function start() {
  const settings = getSettings();
  // The first screen's code downloads meanwhile, rather than once the router asks for it.
  const screen = firstScreen(ROUTES, window.location.pathname, isLoggedIn());
  const namespaces = screen ? preloadScreen(screen) : [];
  // The language (with the first screen's strings), the stored abilities and (for Arabic) the RTL
  // styles are ready before the first navigation, so the guard decides with the real rules and
  // nothing renders twice.
  await Promise.all([
    initI18n(settings.language, namespaces),
    restoreAbilityRules(),
    settings.isAppRTL ? loadRtlCache() : null,
  ]);
  const router = createAppRouter();
  registerNavigator((to) => router.navigate(to));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole screen is built (a slow phone stays responsive).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
