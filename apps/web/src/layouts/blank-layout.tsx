import { useMatches } from 'react-router';
import { BlankFrame } from '../components/blank-frame';
import { ScreenOutlet } from './components/screen-outlet';
import { layoutWrapperClassesOf } from './layout-wrapper-classes';

/** The layout of the auth and error pages. */
export function BlankLayout() {
  const matches = useMatches();
  return (
    <BlankFrame className={layoutWrapperClassesOf(matches)}>
      <ScreenOutlet />
    </BlankFrame>
  );
}
