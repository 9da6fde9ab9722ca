// @jsxRuntime automatic
import type { TImageRef } from '@undangin/shared';
import type { TPageModel, TSectionProps } from '../types';
import { Picture } from './picture';

/** The gallery's images that point at a file. */
export function galleryImages(m: TPageModel) {
  return (m.content.gallery ?? []).filter((image) => image?.key);
}

/** One gallery image, named by its place when the couple gave it no description. */
export function GalleryPhoto({
  m,
  image,
  index,
  sizes,
}: TSectionProps & { image: TImageRef; index: number; sizes: string }) {
  return <Picture m={m} image={image} fallbackAlt={m.t.photo(index + 1)} sizes={sizes} />;
}

/** The gallery as a list a design lays out in CSS; `sizes` may vary with an image's place in the layout. */
export function GalleryList({
  m,
  className,
  sizes,
}: TSectionProps & { className: string; sizes: string | ((index: number) => string) }) {
  return (
    <ul className={className}>
      {galleryImages(m).map((image, index) => (
        <li key={`${image.key}-${index}`}>
          <GalleryPhoto
            m={m}
            image={image}
            index={index}
            sizes={typeof sizes === 'string' ? sizes : sizes(index)}
          />
        </li>
      ))}
    </ul>
  );
}
