// @jsxRuntime automatic
import { IMAGE_WIDTHS, type TImageRef } from '@undangin/shared';
import { safeAssetUrl } from '../url';
import type { TPageModel } from '../types';

type TPictureProps = {
  m: TPageModel;
  image: TImageRef | undefined;
  /** Used when the couple gave the image no description. */
  fallbackAlt: string;
  sizes?: string;
  /** Above the fold: load at once and with priority. */
  eager?: boolean;
  className?: string;
};

/** A stored image with its 480/960/1600 WebP variants; lazy unless it is on the cover. */
export function Picture({
  m,
  image,
  fallbackAlt,
  sizes = '(min-width: 600px) 540px, 100vw',
  eager,
  className,
}: TPictureProps) {
  if (!image?.key) return null;
  const variants = IMAGE_WIDTHS.map(
    (width) => [width, safeAssetUrl(m.props.assetUrl(image.key, width))] as const,
  );
  const src = variants[1]![1] ?? variants[0]![1];
  if (!src) return null;
  const urls = variants.map(([, url]) => url);
  const usable = urls.every((url) => url && !/[\s,]/.test(url)) && new Set(urls).size > 1;
  const srcSet = usable ? variants.map(([width, url]) => `${url} ${width}w`).join(', ') : undefined;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt?.trim() || fallbackAlt}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
