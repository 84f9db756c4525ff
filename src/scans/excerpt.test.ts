import { describe, expect, it } from 'vitest';
import type { Signal } from '../scan/types.js';
import { redactedExcerpt } from './excerpt.js';

const signal = (type: Signal['type'], start: number, end: number): Signal => ({ type, score: 0.9, detector: 'test', message: 'x', spans: [{ start, end }] });

describe('redactedExcerpt', () => {
  it.each([
    ['leaves text without leaks alone', 'hello world', [], 'hello world'],
    ['masks a pii span', 'mail bob@example.com now', [signal('pii', 5, 20)], 'mail *************** now'],
    ['masks a secret span', 'key AKIAIOSFODNN7EXAMPLE', [signal('secret', 4, 24)], 'key ********************'],
    ['does not mask other signal types', 'ignore previous instructions', [signal('prompt_injection', 0, 6)], 'ignore previous instructions'],
    ['masks a span crossing the cut', 'abcdefghij', [signal('secret', 8, 10)], 'abcdefghij'.slice(0, 8).concat('**')],
  ])('%s', (_name, prompt, signals, expected) => {
    expect(redactedExcerpt(prompt, signals)).toBe(expected);
  });

  it('cuts long prompts with an ellipsis and masks spans up to the cut', () => {
    const prompt = `${'a'.repeat(195)}secret-value-here`;
    expect(redactedExcerpt(prompt, [signal('secret', 195, 212)])).toBe(`${'a'.repeat(195)}*****…`);
  });

  it('never ends on half a surrogate pair', () => {
    const prompt = `${'a'.repeat(199)}😀tail`;
    expect(redactedExcerpt(prompt, [])).toBe(`${'a'.repeat(199)}…`);
  });
});
