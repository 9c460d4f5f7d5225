import { myJobsFileMaxChars, myJobsFileKind, readMyJobsFile, type MyJobs, type MyJobsFileProblem } from './my-jobs-transfer';

// Moving the saved and applied lists as a link: /saved-jobs#my-lists=<the file, deflated, base64url>.
// The lists ride in the fragment, which a browser never sends, so they never reach the server (nor
// its logs); opening the link on another device offers to add them there (src/scripts/my-jobs-transfer.ts).

/** What starts the fragment of a link to the lists. */
export const myJobsLinkPrefix = '#my-lists=';
/**
 * The longest fragment made or read. Chromium takes 2 MB addresses, but messengers and mail cut long
 * ones: past this the page offers the file instead, and a longer fragment is refused unread.
 */
export const myJobsLinkMaxChars = 60_000;

/** Why a link was refused, or could not be made: the key of a sentence in the page's catalogue. */
export type MyJobsLinkProblem = 'linkTooLong' | 'linkDamaged' | Exclude<MyJobsFileProblem, 'tooBig' | 'notJson'>;

const base64url = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};

const fromBase64url = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** Every byte of a stream, or undefined once it passes `max` bytes (a deflate bomb is not unpacked further). */
async function bytesUpTo(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/** The fragment of a link carrying both lists (`#my-lists=…`), or 'linkTooLong' when they do not fit one. */
export async function myJobsLinkFragment(jobs: MyJobs): Promise<{ ok: true; fragment: string } | { ok: false; problem: 'linkTooLong' }> {
  const json = new TextEncoder().encode(JSON.stringify({ kind: myJobsFileKind, version: 1, ...jobs }));
  const packed = await bytesUpTo(new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw')), Infinity);
  const fragment = `${myJobsLinkPrefix}${base64url(packed!)}`;
  return fragment.length > myJobsLinkMaxChars ? { ok: false, problem: 'linkTooLong' } : { ok: true, fragment };
}

/** Whether a page's fragment (location.hash) is a link to lists, good or bad. */
export const isMyJobsLink = (hash: string): boolean => hash.startsWith(myJobsLinkPrefix);

/** The lists a link's fragment carries, checked as a file is; a long, cut or foreign link is refused with the reason. */
export async function readMyJobsLink(hash: string): Promise<{ ok: true; jobs: MyJobs } | { ok: false; problem: MyJobsLinkProblem }> {
  if (hash.length > myJobsLinkMaxChars) return { ok: false, problem: 'linkTooLong' };
  const packed = hash.slice(myJobsLinkPrefix.length);
  if (!isMyJobsLink(hash) || !/^[A-Za-z0-9_-]+$/.test(packed)) return { ok: false, problem: 'linkDamaged' };
  let text: string;
  try {
    const stream = new Blob([fromBase64url(packed)]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    const bytes = await bytesUpTo(stream, myJobsFileMaxChars * 4);
    if (!bytes) return { ok: false, problem: 'linkTooLong' };
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not base64, not deflate, cut short or not UTF-8: a link that lost its end on the way, most often.
    return { ok: false, problem: 'linkDamaged' };
  }
  const read = readMyJobsFile(text);
  if (read.ok) return read;
  return { ok: false, problem: read.problem === 'notOurs' ? 'notOurs' : read.problem === 'tooBig' ? 'linkTooLong' : 'linkDamaged' };
}
