import { describe, expect, it } from 'vitest';
import { parsePicture, suggestPicture } from '../../machines/domain/pictures';

describe('the picture a title suggests', () => {
  it.each([
    ['Brush teeth', '🪥'],
    ['Make the bed', '🛏️'],
    ['Feed the cat', '🐈'],
    ['Homework (maths sheet)', '📚'],
    ['Water the plants', '🪴'],
  ])('a common task: %s → %s', (title, picture) => {
    expect(suggestPicture(title)).toBe(picture);
  });

  it.each([
    // The task's own object comes first; a time of day named later does not take over.
    ['Practise the piano for twenty minutes before dinner', '🎹'],
    ['Read a book before bed', '📖'],
    ['Tidy your room after breakfast', '🧸'],
    // A verb that goes with many things gives way to the thing it is done to.
    ['Brush your hair', '🪮'],
    ['Feed the dog', '🐕'],
    ['Practise the violin', '🎻'],
  ])('the main word of the title wins: %s → %s', (title, picture) => {
    expect(suggestPicture(title)).toBe(picture);
  });

  it('a generic verb alone still suggests its picture; an unknown title suggests none', () => {
    expect(suggestPicture('Practise')).toBe('🎻');
    expect(suggestPicture('Brush')).toBe('🪥');
    expect(suggestPicture('Call grandma')).toBeUndefined();
  });
});

describe('a stored picture', () => {
  it('is one short emoji; text, markup and long strings are not pictures', () => {
    expect(parsePicture('🎹')).toBe('🎹');
    for (const value of ['', 'Piano', '<b>', '🎹'.repeat(9), 7, null]) {
      expect(parsePicture(value)).toBeUndefined();
    }
  });
});
