import { describe, expect, it } from 'vitest';
import { rx } from './rule-defs.js';
import { normalize } from './normalize.js';
import { RULES, runRules } from './rules.js';

describe('rx: a rule source where a space means optional whitespace', () => {
  it.each([
    ['(?:\\w+ ){0,6}', '(?:\\w+(?!\\w)\\s?){0,6}'],
    ["(?:[\\w'-]+ )?", "(?:[\\w'-]+(?![\\w'-])\\s?)?"],
    ['\\S+ x', '\\S+(?!\\S)\\s?x'],
    ['[a-z0-9-]+ ', '[a-z0-9-]+(?![a-z0-9-])\\s?'],
    // A negated class may hold the space itself: left as it is.
    ['[^.\\n]+ x', '[^.\\n]+\\s?x'],
    ['ignore all previous', 'ignore\\s?all\\s?previous'],
  ])('%s -> %s', (source, expected) => {
    expect(rx(source).source).toBe(expected);
  });

  it('a word run before an optional space takes whole words, so it cannot cut one word in pieces', () => {
    expect(rx('\\b(?:create|run) (?:\\w+ ){0,6}?suicide games').test('create a suicide games')).toBe(true);
    expect(rx('grow (?:\\w+ ){0,3}shrooms').test('grow mushrooms')).toBe(false);
    expect(rx('grow (?:\\w+ ){0,3}shrooms').test('grow magic shrooms')).toBe(true);
  });

  // The shape that made a 400-character prompt take seconds: "\w+\s?" under a repeat.
  it('no built-in rule holds a word run followed by an optional space', () => {
    const cuttable = /(?:\\w|\\S|\[(?!\^)(?:\\.|[^\]\\ ])*\])\+\\s\?/;
    expect(RULES.filter((r) => cuttable.test(r.pattern.source)).map((r) => r.id)).toEqual([]);
  });

  it('a prompt of trigger words and one long word is read in one pass', () => {
    const prompt = `create a suicide ${'b'.repeat(5_000)} games`;
    const n = normalize(prompt);
    expect(runRules(n.text, n.scripts).map((h) => h.rule.id)).not.toContain('harm.suicide-games');
  });
});
