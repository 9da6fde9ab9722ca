// @jsxRuntime automatic
import type { SVGProps } from 'react';

/** A design's ornament or illustration: decoration, so hidden from assistive technology and never focused. */
export function Drawing({ className, viewBox, ...drawing }: SVGProps<SVGSVGElement>) {
  return <svg className={className} viewBox={viewBox} aria-hidden="true" focusable="false" {...drawing} />;
}
