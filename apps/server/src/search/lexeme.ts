/**
 * Quotes one lexeme for tsvector / tsquery input syntax. Inside quotes every character is
 * literal except the quote and the backslash, which are doubled, so no user text can add
 * operators, weights or prefix marks. The tokenizer already limits lexemes to Han, a–z,
 * 0–9, '-' and '.'; this is the second line of defence.
 */
export function quoteLexeme(lexeme: string): string {
  return "'" + lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''") + "'";
}
