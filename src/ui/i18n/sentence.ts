/** Names inside sentences. A leaf module: the English words use it, and the language registry imports them. */

/** A name inside a sentence: "from the well to base 8", not "from The well to Base 8"; "not next to three of clubs". */
export const inSentence = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

/** A name that opens a sentence: "La dame de cœur …". */
export const atStart = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
