/** heic-decode (libheif as WebAssembly) ships no types; these are the parts sharp-processor.node.ts uses. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface LazyImage {
    /** Read from the file's header: nothing is decoded yet. */
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
    all(input: { buffer: Uint8Array | ArrayBuffer }): Promise<LazyImage[] & { dispose(): void }>;
  }
  const decode: HeicDecode;
  export default decode;
}
