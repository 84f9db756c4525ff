import { describe, expect, it } from 'vitest';
import { holdsOffensiveTerm } from './offensive.js';

describe('holdsOffensiveTerm', () => {
  it.each([
    ['a one-word slur', 'limey'],
    ['a slur in a sentence, capitalized', 'You are a Limey, said he.'],
    ['a phrase of two words', 'white trash'],
    ['a phrase across punctuation and spacing', 'White   trash!'],
    ['a slur of the reference lists that no dictionary of common words holds', 'Goombah'],
  ])('finds %s', (_name, text) => {
    expect(holdsOffensiveTerm(text)).toBe(true);
  });

  it.each([
    ['empty text', ''],
    ['common words that name a topic', 'How do I report abuse, and what does heroin do to the heart?'],
    ['a first name', 'Jerry is twice as old as he was 5 years ago.'],
    ['a term inside a longer word', 'sublimeyness'],
    ['only one word of a phrase', 'The walls were painted white.'],
    // Entries of the slur lists that are ordinary words elsewhere are not on ours.
    ['ordinary words in other languages', 'Der Teig muss ruhen. El gato negro. Ho visitato la Cina con il mio ami.'],
    ['medical and everyday English', 'Signs of septic shock; a kebab and a Pepsi; the Yankees won.'],
    // Function words of other languages that English lists hold as obscenities or slurs.
    ['Swahili, French, German, Portuguese and Dutch function words', 'Habari za asubuhi kwa wote. Trois croissants. Welcher Zug? Vou chamar um táxi. Je kunt nog komen.'],
    ['Vietnamese written without its accents', 'Vui long lien he bo phan cham soc khach hang.'],
  ])('finds nothing in %s', (_name, text) => {
    expect(holdsOffensiveTerm(text)).toBe(false);
  });
});
