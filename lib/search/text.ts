// How search reads text, the same for what is indexed and what is asked (pure, tested in
// tests/search.test.ts): words are runs of letters and digits in any script, folded so that case
// and accents do not count ("Étudiant" and "etudiant" are one word, "cœur" is "coeur"), and the
// words that carry no meaning in French or English (articles, prepositions, the elided "l'" and
// "d'") are left out of both.

/** A run of letters (with their marks) and digits, in any script. */
const wordPattern = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/** Letters folded to more than one (ligatures, the German sharp s). */
const expansions: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ĳ: "ij" };

/** A word in the form the index keeps: lower case, without accents, ligatures spelt out. */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/[œæßĳ]/g, (letter) => expansions[letter] ?? letter)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "");
}

/** The words of a text with where each starts and ends in it (for highlighting). */
export function wordsOf(text: string): Array<{ word: string; start: number; end: number }> {
  return [...text.matchAll(wordPattern)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The folded words of a text, in order, stop words included. */
export function tokenize(text: string): string[] {
  return wordsOf(text).map(({ word }) => foldWord(word));
}

// Folded, as `foldWord` gives them. Both languages' in both indexes: a page in French quotes
// English, and a visitor types in either.
const french =
  "a au aux avec ce ces c d dans de des du elle en et eux il ils je j l la le les leur leurs lui m ma mais me meme mes moi mon n ne nos notre nous on ou par pas pour qu que qui s sa se ses son sur t ta te tes toi ton tu un une vos votre vous y est sont ete etre avoir a cet cette ceux celle celles".split(
    " ",
  );
const english =
  "a an and are as at be by for from has have in is it its of on or that the this to was were will with".split(" ");
const stopWords = new Set([...french, ...english]);

/** Whether a folded word carries no meaning of its own (it is neither indexed nor searched). */
export function isStopWord(folded: string): boolean {
  return stopWords.has(folded);
}
