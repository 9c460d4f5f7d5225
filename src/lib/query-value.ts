/**
 * A query value for a link written into a page: letters, marks and digits of any script stay as
 * they are, everything else is written as `encodeURIComponent` writes it. An Arabic letter takes
 * 2 bytes of the page instead of 6; the browser encodes it when the link is followed, so the
 * address it opens is the same (`new URL(href).href` equals the fully encoded form).
 */
export const queryValue = (text: string): string => text.replace(/[^\p{L}\p{M}\p{N}]/gu, (c) => encodeURIComponent(c));
