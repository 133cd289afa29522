/**
 * What an uploaded file really is, judged by its first bytes rather than its name: a renamed
 * executable stays an executable whatever its extension says.
 */

export type SniffedType = "pdf" | "jpeg" | "png";

export const CONTENT_TYPES: Record<SniffedType, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
};

export const EXTENSIONS: Record<SniffedType, string> = { pdf: "pdf", jpeg: "jpg", png: "png" };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
/** PDF readers accept the header anywhere in the first 1024 bytes (some writers put junk first). */
const PDF_HEADER_WINDOW = 1024;

function startsWith(bytes: Uint8Array, signature: number[], at = 0) {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

/** The file's type from its magic bytes: `%PDF-`, JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  const window = Math.min(bytes.length - PDF_SIGNATURE.length, PDF_HEADER_WINDOW);
  for (let i = 0; i <= window; i++) if (startsWith(bytes, PDF_SIGNATURE, i)) return "pdf";
  return null;
}
