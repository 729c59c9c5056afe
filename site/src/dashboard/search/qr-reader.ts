// Reads a QR code from a video frame or a picture: the browser's BarcodeDetector where it exists
// (Chrome on Android, Safari 17+), else jsQR on the pixels of a canvas (loaded only then).

type Source = HTMLVideoElement | ImageBitmap;
export type QrReader = { read: (source: Source) => Promise<string | null> };

type Detector = { detect: (source: Source) => Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
};

/** Frames are scaled down to this many pixels on the long side before jsQR reads them. */
const MAX_SIDE = 800;

async function nativeReader(): Promise<QrReader | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Native({ formats: ['qr_code'] });
    return { read: async (source) => (await detector.detect(source))[0]?.rawValue ?? null };
  } catch {
    return null;
  }
}

async function canvasReader(): Promise<QrReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    read: async (source) => {
      const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
      const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
      if (!context || !width || !height) return null;
      const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      return (
        jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })?.data ?? null
      );
    },
  };
}

export async function createQrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? canvasReader();
}
