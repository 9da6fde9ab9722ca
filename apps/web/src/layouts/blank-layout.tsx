import { Outlet, useMatches } from 'react-router';
import { BlankFrame } from '../components/blank-frame';
import { layoutWrapperClassesOf } from './layout-wrapper-classes';

/** The layout of the auth and error pages. */
export function BlankLayout() {
  return (
    <BlankFrame className={layoutWrapperClassesOf(useMatches())}>
      <Outlet />
    </BlankFrame>
  );
}
