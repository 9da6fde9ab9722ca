import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Fab from '@mui/material/Fab';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { OVERLAY_NAV_BREAKPOINT } from '@undangin/shared/constants';
import { useSessionRefresh } from '../features/auth';
import { useCan } from '../lib/abilities';
import { updateSettings, useSettings } from '../lib/settings';
import { Footer } from './components/footer';
import { HorizontalNav } from './components/horizontal-nav';
import { Navbar } from './components/navbar';
import { ScreenOutlet } from './components/screen-outlet';
import { ScrollToTop } from './components/scroll-to-top';
import { visibleNav } from './nav-visibility';
import type { TShellConfig } from './types';
import { layoutWrapperClassesOf } from './layout-wrapper-classes';
import { VERTICAL_NAV_MINI_WIDTH, VERTICAL_NAV_WIDTH } from './nav-sizes';

const Customizer = lazy(() => import('./components/customizer'));
// Loaded when shown: on wide screens in vertical mode, below 1279 px when the menu is first opened.
const VerticalNav = lazy(() => import('./components/vertical-nav'));

/** Below 1279 px the vertical menu is forced, as an overlay (spec §2, §9). */
export const NARROW_QUERY = `(max-width: ${OVERLAY_NAV_BREAKPOINT - 0.02}px)`;

/**
 * The default layout: horizontal navigation by default (sticky blurred navbar, static footer,
 * boxed content), vertical by configuration, every part following the saved preferences.
 */
export function DefaultLayout({ shell }: { shell: TShellConfig }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const can = useCan();
  useSessionRefresh();
  const nav = useMemo(() => visibleNav(shell.nav, can), [shell.nav, can]);
  const { pathname } = useLocation();
  const matches = useMatches();
  const wrapperClasses = layoutWrapperClassesOf(matches);
  // The overlay menu closes whenever the page changes (a link in it was followed).
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const [menuRequested, setMenuRequested] = useState(false);
  const setMenuOpen = (open: boolean) => {
    if (open) setMenuRequested(true);
    setMenuOpenAt(open ? pathname : null);
  };
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [customizerLoaded, setCustomizerLoaded] = useState(false);

  const vertical = narrow || settings.appContentLayoutNav === 'vertical';
  const boxed = settings.appContentWidth === 'boxed';
  // Below 1279 px the navbar carries the only way to open the menu, so it never hides there.
  const navbarHidden = settings.navbarType === 'hidden' && vertical && !narrow;
  const horizontalRow =
    !vertical && settings.horizontalNavType !== 'hidden' ? <HorizontalNav nav={nav} /> : null;
  const openCustomizer = () => {
    setCustomizerLoaded(true);
    setCustomizerOpen(true);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          insetBlockStart: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          color: 'text.primary',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { insetBlockStart: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      {vertical && (!narrow || menuRequested) && (
        <Suspense
          fallback={
            narrow ? null : (
              <Box
                sx={{
                  width: settings.isVerticalNavCollapsed ? VERTICAL_NAV_MINI_WIDTH : VERTICAL_NAV_WIDTH,
                  flexShrink: 0,
                }}
              />
            )
          }
        >
          <VerticalNav
            nav={nav}
            overlay={narrow}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            collapsed={settings.isVerticalNavCollapsed}
            onToggleCollapsed={() =>
              updateSettings({ isVerticalNavCollapsed: !settings.isVerticalNavCollapsed })
            }
            semiDark={settings.isVerticalNavSemiDark}
          />
        </Suspense>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {!navbarHidden && (
          <Navbar
            shell={shell}
            sticky={settings.navbarType !== 'static'}
            blur={settings.isNavbarBlurEnabled}
            showMenuButton={narrow}
            showLogo={!vertical || narrow}
            onOpenMenu={() => setMenuOpen(true)}
            onOpenCustomizer={openCustomizer}
            below={settings.horizontalNavType === 'sticky' ? horizontalRow : null}
          />
        )}
        {settings.horizontalNavType === 'static' && horizontalRow && (
          <Box sx={{ bgcolor: 'background.paper', borderBlockEnd: 1, borderColor: 'divider' }}>
            {horizontalRow}
          </Box>
        )}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          className={wrapperClasses}
          // Room under the last control for the scroll-to-top button, so it never covers one.
          sx={{ flex: 1, pt: { xs: 2, md: 4 }, pb: 10, outline: 'none' }}
        >
          <Container maxWidth={boxed ? 'xl' : false}>
            <ScreenOutlet />
          </Container>
        </Box>
        {settings.footerType !== 'hidden' && (
          <Footer sticky={settings.footerType === 'sticky'} boxed={boxed} />
        )}
      </Box>
      <ScrollToTop />
      {navbarHidden && (
        <Fab
          size="small"
          aria-label={t('navbar.customizer')}
          onClick={openCustomizer}
          sx={{ position: 'fixed', insetBlockStart: '40%', insetInlineEnd: 0, borderRadius: '8px 0 0 8px' }}
        >
          <TuneOutlined />
        </Fab>
      )}
      {customizerLoaded && (
        <Suspense fallback={null}>
          <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} narrow={narrow} />
        </Suspense>
      )}
    </Box>
  );
}
