/** A text-search query the word index can answer: lexemes joined by AND and OR. */
export type WordQuery = { lexeme: string } | { and: WordQuery[] } | { or: WordQuery[] };

/**
 * Reads PostgreSQL's text form of a tsquery (as `websearch_to_tsquery(...)::text` answers it:
 * `'food' & ( 'travel' | 'cook' )`). Answers null for what the index does not hold (phrases `<->`,
 * negation `!`, prefixes and weights `:*`/`:A`, an empty query): those stay with the database.
 */
export function parseTsquery(text: string): WordQuery | null {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at];
  const or = (): WordQuery | null => {
    const parts = [and()];
    while (peek() === '|') {
      at++;
      parts.push(and());
    }
    return parts.some((p) => p === null) ? null : parts.length === 1 ? parts[0]! : { or: parts as WordQuery[] };
  };
  const and = (): WordQuery | null => {
    const parts = [operand()];
    while (peek() === '&') {
      at++;
      parts.push(operand());
    }
    return parts.some((p) => p === null) ? null : parts.length === 1 ? parts[0]! : { and: parts as WordQuery[] };
  };
  const operand = (): WordQuery | null => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = or();
      return tokens[at++] === ')' ? inner : null;
    }
    return typeof token === 'object' ? token : null;
  };
  const query = or();
  return at === tokens.length ? query : null;
}

type Token = '&' | '|' | '(' | ')' | { lexeme: string };

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (c === ' ') i++;
    else if (c === '&' || c === '|' || c === '(' || c === ')') {
      tokens.push(c);
      i++;
    } else if (c === "'") {
      let lexeme = '';
      for (i++; ; i++) {
        if (i >= text.length) return null;
        if (text[i] === '\\') lexeme += text[++i] ?? '';
        else if (text[i] === "'" && text[i + 1] === "'") lexeme += text[i++];
        else if (text[i] === "'") break;
        else lexeme += text[i];
      }
      i++;
      // A weight or prefix mark (':A', ':*') narrows the match: the database's.
      if (text[i] === ':') return null;
      tokens.push({ lexeme });
    } else return null;
  }
  return tokens;
}
