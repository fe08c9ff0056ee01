/** A position as PostgreSQL's tsvector keeps it: the weight (D=0 … A=3) in the top 2 bits, the position (1-16383) in the low 14. */
export type WordPosition = number;

const WEIGHT_OF_LETTER: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
export const weightOf = (p: WordPosition) => p >>> 14;
export const positionOf = (p: WordPosition) => p & 0x3fff;

/**
 * Reads PostgreSQL's text form of a tsvector (`'food':2B,7C 'o''brien':1A`) into its lexemes, in
 * the vector's order, each with its positions. A lexeme kept without positions has none.
 */
export function parseTsvector(text: string): { lexeme: string; positions: WordPosition[] }[] {
  const entries: { lexeme: string; positions: WordPosition[] }[] = [];
  for (let i = 0; i < text.length;) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    let lexeme = '';
    for (i++; i < text.length; i++) {
      const c = text[i]!;
      if (c === '\\') lexeme += text[++i] ?? '';
      else if (c === "'" && text[i + 1] === "'") lexeme += text[i++];
      else if (c === "'") break;
      else lexeme += c;
    }
    i++;
    const positions: WordPosition[] = [];
    if (text[i] === ':') {
      for (i++; i < text.length && text[i] !== ' '; i++) {
        let position = 0;
        while (i < text.length && text[i]! >= '0' && text[i]! <= '9') position = position * 10 + text.charCodeAt(i++) - 48;
        const letter = text[i];
        const weight = letter !== undefined && letter in WEIGHT_OF_LETTER ? WEIGHT_OF_LETTER[letter]! : 0;
        if (weight > 0 || letter === 'D') i++;
        positions.push((weight << 14) | position);
        if (text[i] !== ',') break;
      }
    }
    entries.push({ lexeme, positions });
  }
  return entries;
}
