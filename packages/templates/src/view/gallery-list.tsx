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

type TGalleryListDesign = {
  className: string;
  /** The image's `sizes`, which may vary with its place in the design's layout. */
  sizes: string | ((index: number) => string);
};

/** The gallery as a list a design lays out in CSS. */
function GalleryList({ m, className, sizes }: TSectionProps & TGalleryListDesign) {
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

/** A design's gallery drawn as the shared list: the list's class and the images' sizes are all it names. */
export function galleryList(design: TGalleryListDesign) {
  return function Gallery({ m }: TSectionProps) {
    return <GalleryList m={m} {...design} />;
  };
}
