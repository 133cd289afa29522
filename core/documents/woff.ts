/**
 * A WOFF (1.0) font file back to the TrueType/OpenType file it wraps: the tables inflated and
 * laid out again behind an sfnt header. PDF embeds sfnt fonts, and the web's font packages ship
 * WOFF. Uses DecompressionStream, present in Workers, Node and browsers.
 */

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Whether `bytes` is a WOFF 1.0 file. */
export const isWoff = (bytes: Uint8Array) => bytes.length >= 44 && new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0) === WOFF_SIGNATURE;

/** The sfnt (TTF/OTF) file inside a WOFF 1.0 file; other files are returned as they are. */
export async function sfntOf(bytes: Uint8Array): Promise<Uint8Array> {
  if (!isWoff(bytes)) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const tag = view.getUint32(at);
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const checksum = view.getUint32(at + 16);
    const raw = bytes.subarray(offset, offset + compLength);
    const data = compLength < origLength ? await inflate(raw) : raw;
    if (data.length !== origLength) throw new Error(`WOFF table ${i} inflated to ${data.length} bytes, expected ${origLength}`);
    tables.push({ tag, checksum, data });
  }
  const headerSize = 12 + 16 * numTables;
  const size = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, numTables * 16 - searchRange);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    outView.setUint32(at, table.tag);
    outView.setUint32(at + 4, table.checksum);
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}
