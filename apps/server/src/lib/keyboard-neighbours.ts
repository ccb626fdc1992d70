/** The keys around each letter on a US QWERTY keyboard: left, right, above, below. */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

export const KEYBOARD_NEIGHBOURS: ReadonlyMap<string, string> = new Map(
  ROWS.flatMap((row, r) =>
    [...row].map((key, c): [string, string] => {
      const around = [row[c - 1], row[c + 1], ROWS[r - 1]?.[c], ROWS[r + 1]?.[c]];
      return [key, around.filter((k): k is string => Boolean(k)).join('')];
    }),
  ),
);
