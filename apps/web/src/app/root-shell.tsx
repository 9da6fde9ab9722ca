import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { LoadingBar } from '../components/loading-bar';
import { useDataLoading } from '../lib/data-loading';
import { mergeMeta, type TRouteHandle } from './guard';
import { setPageTitle } from './page-title';
import { ScrollManager } from './scroll-manager';

/** Re-titles the page when the language changes (the guard titles it on each navigation). */
function TitleSync() {
  const { i18n } = useTranslation();
  const matches = useMatches();
  useEffect(() => {
    const meta = mergeMeta(
      matches.map((m) => (m.handle as TRouteHandle | undefined)?.meta).filter((x) => x !== undefined),
    );
    setPageTitle(meta);
  }, [i18n.language, matches]);
  return null;
}

/**
 * The root of every screen: the loading bar while a lazy route or first data loads, scrolling and
 * titles.
 */
export function RootShell() {
  const navigation = useNavigation();
  const dataLoading = useDataLoading();
  return (
    <>
      <LoadingBar loading={navigation.state !== 'idle' || dataLoading} />
      <ScrollManager />
      <TitleSync />
      <Outlet />
    </>
  );
}

export function InitialLoading() {
  return <LoadingBar loading />;
}
