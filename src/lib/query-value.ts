/**
 * A query value for a link written into a page: letters, marks and digits of any script stay as
 * they are, and so does any other character beyond ASCII (the Arabic comma, a dash, the marks that
 * isolate a salary's direction) but spaces and noncharacters; the rest, ASCII, is written as
 * `encodeURIComponent` writes it. An Arabic letter takes 2 bytes of the page instead of 6; the
 * browser encodes it when the link is followed, so the address it opens is the same
 * (`new URL(href).href` equals the fully encoded form).
 */
export const queryValue = (text: string): string =>
  text.replace(/[^\p{L}\p{M}\p{N}]/gu, (c) =>
    /[^\0-\x7f\p{White_Space}\p{Noncharacter_Code_Point}\p{Cs}]/u.test(c) ? c : encodeURIComponent(c),
  );
