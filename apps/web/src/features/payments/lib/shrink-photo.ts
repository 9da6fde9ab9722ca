import { PROOF_MIME_TYPES } from '@undangin/shared/billing/schemas';

/** Long edge of a proof photo after shrinking: every digit of a receipt stays readable. */
export const PROOF_PHOTO_EDGE = 2000;

/** The size a photo is drawn at: its long edge brought down to `edge`, never enlarged, proportions kept. */
export function shrunkSize(
  width: number,
  height: number,
  edge = PROOF_PHOTO_EDGE,
): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const SERVER_IMAGE_TYPES = new Set<string>(PROOF_MIME_TYPES.filter((type) => type.startsWith('image/')));
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * A phone photo shrunk in the browser before it is sent: a 12-megapixel camera photo of 5 to 10 MB
 * becomes a few hundred KB, quick to upload on a slow connection. A photo in a type the server does
 * not take (HEIC from an iPhone, where the browser can draw it) becomes a JPEG. What the browser cannot
 * draw, and anything that is not a photo, is sent as it is, for the form's checks and the server's.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  try {
    return (await drawnSmaller(file)) ?? file;
  } catch {
    // Not drawable here (a type this browser cannot read, too little memory): the checks decide.
    return file;
  }
}

/** The photo drawn at its shrunk size, or null when the original is already fine to send. */
async function drawnSmaller(file: File): Promise<File | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const kept = SERVER_IMAGE_TYPES.has(file.type);
  const size = shrunkSize(bitmap.width, bitmap.height);
  if (kept && size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return null;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, kept ? file.type : 'image/jpeg', 0.85),
  );
  // A browser may write another type than asked (WebP as PNG): the file is named after what it holds.
  const extension = blob && EXTENSIONS[blob.type];
  if (!blob || !extension || (kept && blob.size >= file.size)) return null;
  return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.${extension}`, {
    type: blob.type,
    lastModified: file.lastModified,
  });
}
