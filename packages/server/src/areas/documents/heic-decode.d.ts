/** heic-decode 2 ships no types: its default export, as its README describes it. */
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  export default function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedHeic>;
}
