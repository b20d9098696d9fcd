// The part of wawoff2 (which ships no types) that scripts/fonts uses.
declare module 'wawoff2/decompress.js' {
  /** A WOFF2 file as a plain font file (Google's woff2 decoder, as WebAssembly). */
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
