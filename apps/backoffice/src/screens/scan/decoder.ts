/**
 * Reads a QR code from the camera's current frame: the browser's own `BarcodeDetector` where it has
 * one that knows QR codes (Android's Chrome, Safari on recent systems), else @zxing/library (a
 * maintained JavaScript decoder), loaded only then.
 */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorClass = { new (o: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> };

async function nativeDecoder(): Promise<FrameDecoder | null> {
  const BarcodeDetector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!BarcodeDetector) return null;
  try {
    if (!(await BarcodeDetector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new BarcodeDetector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** The sizes a frame is read at, one a frame, as fractions of the frame (at most 800 px). */
export const READ_SCALES = [1, 0.75, 0.5] as const;

async function zxingDecoder(): Promise<FrameDecoder> {
  const { BinaryBitmap, DecodeHintType, HTMLCanvasElementLuminanceSource, HybridBinarizer, QRCodeReader } = await import('./zxing');
  const reader = new QRCodeReader();
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const read = (video: HTMLVideoElement, w: number, h: number): string | null => {
    if (!ctx) return null;
    canvas.width = w;
    canvas.height = h;
    ctx.drawImage(video, 0, 0, w, h);
    try {
      return reader.decode(new BinaryBitmap(new HybridBinarizer(new HTMLCanvasElementLuminanceSource(canvas))), hints).getText();
    } catch {
      // No readable code at this size.
      return null;
    }
  };
  // zxing's detector misjudges some codes' module size when a module is a fraction of a pixel wide
  // (a 280 px code of 37 modules is 7.57 px a module): about 1 code in 15 was never read at 100 %
  // and 60 %. Reading each frame at one of three sizes in turn reads all but a few in a thousand
  // on a still picture, and a hand's movement changes the size for those; one size a frame keeps
  // a phone's main thread free.
  let turn = 0;
  return async (video) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!w || !h) return null;
    // At most 800 px: a phone's full-resolution frame is slow to read.
    const fit = Math.min(1, 800 / Math.max(w, h));
    const scale = fit * (READ_SCALES[turn++ % READ_SCALES.length] ?? 1);
    return read(video, Math.round(w * scale), Math.round(h * scale));
  };
}

export async function createDecoder(): Promise<FrameDecoder> {
  return (await nativeDecoder()) ?? zxingDecoder();
}
