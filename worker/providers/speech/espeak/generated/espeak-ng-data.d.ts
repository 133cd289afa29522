// Types of the data module scripts/espeak-assets.mjs writes here.

/** Bytes of the slim espeak-ng.data (English and Arabic). */
export const ESPEAK_DATA_SIZE: number;
/** The slim espeak-ng.data, decoded once. */
export function espeakData(): Uint8Array;
