import { describe, expect, it } from 'vitest';
import { optionalPanSchema, panSchema } from './pan.schemas';

describe('panSchema', () => {
  it('takes AAAAA9999A, upper-casing and trimming what was typed', () => {
    expect(panSchema.parse('ABCDE1234F')).toBe('ABCDE1234F');
    expect(panSchema.parse(' abcde1234f ')).toBe('ABCDE1234F');
  });

  it.each(['ABCD1234F', 'ABCDE12345', 'ABCDE1234', '1BCDE1234F', 'ABCDE 1234F', 'ABCDE1234FG'])(
    'refuses %j with the format in the message',
    (value) => {
      expect(panSchema.safeParse(value).error?.issues[0]?.message).toBe(
        'A PAN is 5 letters, 4 digits and a letter, like ABCDE1234F',
      );
    },
  );
});

describe('optionalPanSchema', () => {
  it('lets an owner remove the PAN with null or an empty box', () => {
    expect(optionalPanSchema.parse(null)).toBeNull();
    expect(optionalPanSchema.parse('')).toBeNull();
    expect(optionalPanSchema.parse('abcde1234f')).toBe('ABCDE1234F');
    expect(optionalPanSchema.safeParse('ABC').success).toBe(false);
  });
});
