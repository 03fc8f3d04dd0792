// Only the QR code reader of @zxing/library (its index pulls every format's: ~114 KB gzip instead of a fraction).

export { HTMLCanvasElementLuminanceSource } from '@zxing/library/esm/browser/HTMLCanvasElementLuminanceSource';
export { default as BinaryBitmap } from '@zxing/library/esm/core/BinaryBitmap';
export { default as HybridBinarizer } from '@zxing/library/esm/core/common/HybridBinarizer';
export { default as DecodeHintType } from '@zxing/library/esm/core/DecodeHintType';
export { default as QRCodeReader } from '@zxing/library/esm/core/qrcode/QRCodeReader';
