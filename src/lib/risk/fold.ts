import { foldArabic } from '~/lib/arabic';

/** Text folded for matching (lowercase, Arabic variants folded) with, for each folded character, where it came from. */
export interface FoldedText {
  text: string;
  /** origin[i]: the index in the original text of folded character i; one more entry for the end. */
  origin: number[];
}

/** Folds a text character by character, so a match in the folded text can be shown in the original. */
export function foldWithOrigin(original: string): FoldedText {
  let text = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of original) {
    const folded = foldArabic(char).toLowerCase();
    for (let i = 0; i < folded.length; i++) origin.push(index);
    text += folded;
    index += char.length;
  }
  origin.push(index);
  return { text, origin };
}
