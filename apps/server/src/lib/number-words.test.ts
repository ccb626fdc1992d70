import { describe, expect, it } from 'vitest';
import { monthNumber, numberFromWords } from './number-words';

describe('number words', () => {
  it('reads whole numbers written in words', () => {
    expect(numberFromWords('three')).toBe(3);
    expect(numberFromWords('twenty-one')).toBe(21);
    expect(numberFromWords('forty five')).toBe(45);
    expect(numberFromWords('one hundred and eighty')).toBe(180);
    expect(numberFromWords('Ninety')).toBe(90);
    expect(numberFromWords('third')).toBeNull();
    expect(numberFromWords('')).toBeNull();
  });

  it('reads month names and their abbreviations', () => {
    expect(monthNumber('March')).toBe(3);
    expect(monthNumber('Sept.')).toBe(9);
    expect(monthNumber('sep')).toBe(9);
    expect(monthNumber('dec')).toBe(12);
    expect(monthNumber('Marchy')).toBeNull();
  });

  it('reads words named like Object members as no number', () => {
    for (const word of ['constructor', 'toString', '__proto__', 'valueOf', 'twenty constructor']) {
      expect(numberFromWords(word)).toBeNull();
    }
  });
});
