import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { BlankFrame } from '../components/blank-frame';
import NotFoundPage from '../features/misc/pages/not-found-page';
import ServerErrorPage from '../features/misc/pages/server-error-page';

/** A crashed screen shows the 500 page with a way back; a 404 thrown by a screen, the not-found page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <BlankFrame>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ServerErrorPage />}
    </BlankFrame>
  );
}
