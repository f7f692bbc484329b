// Common-password block on top of the spec's composition rules (NIST 800-63B asks
// to refuse passwords found in breach lists). "Password1!" satisfies the spec's
// rules and is still one of the first guesses of any attacker.
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// Set once at load: building the dictionaries is the slow part, not the check.
zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs });

/**
 * True when the password is too guessable: zxcvbn scores it below 2 ("too
 * guessable" or "very guessable"), or the whole password is a known common password
 * (also in a l33t or capitalised spelling). userInputs (e-mail, names) count as
 * guessable words too.
 */
export function isCommonPassword(password: string, userInputs: readonly string[] = []): boolean {
  const result = zxcvbn(password, [...userInputs]);
  if (result.score < 2) {
    return true;
  }
  return result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName === 'passwords' &&
      match.i === 0 &&
      match.j === password.length - 1,
  );
}
