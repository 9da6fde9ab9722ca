import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BlankFrame } from '../components/blank-frame';
import { pages, ServerErrorPage } from '../features/misc';

const NotFoundPage = lazy(pages.notFound);

/**
 * A crashed screen shows the 500 page with a way back; a 404 thrown by a screen, the not-found page.
 * The 500 page is bundled with the app, since the crash may be a screen that failed to download.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <BlankFrame>
      <Suspense fallback={null}>
        {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ServerErrorPage />}
      </Suspense>
    </BlankFrame>
  );
}
