/** Reads a QR code from the current video frame; null while none is in view. */
export type TQrDetect = (video: HTMLVideoElement) => Promise<string | null>;

type TBarcodeDetector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type TBarcodeDetectorClass = {
  new (options: { formats: string[] }): TBarcodeDetector;
  getSupportedFormats: () => Promise<string[]>;
};

/** Frames are scaled down to this size for the JavaScript reader: enough for a QR held to the camera. */
const FALLBACK_MAX_SIDE = 640;

/**
 * The browser's own BarcodeDetector where it reads QR codes (Android Chrome), otherwise jsQR on frames
 * drawn to a canvas; jsQR is loaded only on phones that need it.
 */
export async function createQrDetector(): Promise<TQrDetect> {
  const Detector = (globalThis as { BarcodeDetector?: TBarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
    if (formats.includes('qr_code')) {
      const detector = new Detector({ formats: ['qr_code'] });
      return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
    }
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!context || !width || !height) return null;
    const scale = Math.min(1, FALLBACK_MAX_SIDE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}
