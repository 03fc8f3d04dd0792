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

async function zxingDecoder(): Promise<FrameDecoder> {
  const { BinaryBitmap, DecodeHintType, HTMLCanvasElementLuminanceSource, HybridBinarizer, QRCodeReader } = await import('./zxing');
  const reader = new QRCodeReader();
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!ctx || !w || !h) return null;
    canvas.width = w;
    canvas.height = h;
    ctx.drawImage(video, 0, 0, w, h);
    try {
      return reader.decode(new BinaryBitmap(new HybridBinarizer(new HTMLCanvasElementLuminanceSource(canvas))), hints).getText();
    } catch {
      // No readable code in this frame: the next one may have it.
      return null;
    }
  };
}

export async function createDecoder(): Promise<FrameDecoder> {
  return (await nativeDecoder()) ?? zxingDecoder();
}
