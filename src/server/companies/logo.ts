import sharp from 'sharp';

// An uploaded logo: PNG, JPEG or WebP told by its bytes (never its name or declared type), at most
// 1 MB, its pixel size read from the header and bounded before anything is decoded, then resized
// to a small WebP, which is what is stored (README.md beside this file says why in the database).

export const maxLogoBytes = 1024 * 1024;
/** The most pixels a side may have: a logo needs far fewer; a bomb (20,000 × 20,000) is refused unread. */
export const maxLogoSide = 4000;
/** The stored logo's longest side. */
export const storedLogoSide = 256;

export type LogoRefusal =
  | { code: 'tooLarge' }
  | { code: 'notImage' }
  | { code: 'svg' }
  | { code: 'tooManyPixels'; width: number; height: number }
  | { code: 'unreadable' };
export type LogoOutcome = { ok: true; webp: Buffer; width: number; height: number } | ({ ok: false } & LogoRefusal);

type Format = 'png' | 'jpeg' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** The image format the bytes start with, or why they are none we take. */
export function sniffLogo(bytes: Uint8Array): Format | 'svg' | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).toLowerCase();
  if (/<svg[\s>]/.test(head)) return 'svg';
  return undefined;
}

/** Width and height from a PNG's IHDR, which is always its first chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24 || !startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The uploaded bytes checked and resized, or the reason they are refused. */
export async function readLogo(bytes: Uint8Array): Promise<LogoOutcome> {
  if (bytes.byteLength > maxLogoBytes) return { ok: false, code: 'tooLarge' };
  const format = sniffLogo(bytes);
  if (format === 'svg') return { ok: false, code: 'svg' };
  if (!format) return { ok: false, code: 'notImage' };
  // The header only: sharp's metadata parses no pixel data; for PNG the IHDR is read first by hand.
  let size = format === 'png' ? pngSize(bytes) : undefined;
  if (!size) {
    try {
      const meta = await sharp(bytes).metadata();
      if (meta.format !== format || !meta.width || !meta.height) return { ok: false, code: 'unreadable' };
      size = { width: meta.width, height: meta.height };
    } catch {
      return { ok: false, code: 'unreadable' };
    }
  }
  if (size.width > maxLogoSide || size.height > maxLogoSide) return { ok: false, code: 'tooManyPixels', ...size };
  if (size.width === 0 || size.height === 0) return { ok: false, code: 'unreadable' };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxLogoSide * maxLogoSide, failOn: 'error' })
      .rotate()
      .resize(storedLogoSide, storedLogoSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, webp: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, code: 'unreadable' };
  }
}
