import QRCode from 'qrcode';

/**
 * The voucher's QR code as SVG markup (server-rendered: no script needed to show or print it).
 * The scan screen's decoder is tested on these very codes (e2e/tests/scan-decoder.spec.ts).
 */
export const voucherQrSvg = (text: string) => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
