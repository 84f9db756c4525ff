import { setFlagsFromString } from 'node:v8';

let done = false;

/**
 * Has V8 compile each regular expression to machine code on its first run, instead of first
 * interpreting its bytecode and compiling it later ("tier-up"). Tier-up goes wrong for the rules:
 * a regex first run on ASCII text (the start-up warm-up, most prompts) went on running in the
 * interpreter on text that holds a character beyond Latin-1 (Chinese, Cyrillic, an emoji, a curly
 * quote the normalizer keeps), two to five times slower per rule. With machine code from the start
 * the engine's scan of a 1,000-character prompt took 0.36 ms at the median instead of 0.57, and the
 * start-up warm-up 0.6 s instead of 1.8 (docs/detection.md, "Latency").
 *
 * The flag is process-wide and applies to regexes compiled after it is set; the engine sets it
 * when it is built, before its first scan. Other code's regexes only compile a little sooner.
 */
export function compileRegExpsToMachineCode(): void {
  if (done) return;
  done = true;
  setFlagsFromString('--no-regexp-tier-up');
}

// At import, so that regexes the engine's modules run while they load (building word lists and
// tables) are compiled to machine code too: a regex compiled to bytecode before the flag is set
// stays interpreted.
compileRegExpsToMachineCode();
