// qrcode 1.5 ships no types (and @types/qrcode is not a dependency); this covers the one call the poster makes.
declare module 'qrcode' {
  export interface QRCodeToStringOptions {
    type?: 'svg' | 'utf8' | 'terminal';
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    margin?: number;
    width?: number;
    color?: { dark?: string; light?: string };
  }
  export function toString(text: string, options?: QRCodeToStringOptions): Promise<string>;
  const qrcode: { toString: typeof toString };
  export default qrcode;
}
