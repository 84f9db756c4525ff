import { setFlagsFromString } from 'node:v8';

/**
 * Has V8 compile each regular expression to machine code on its first run, instead of first
 * interpreting its bytecode and compiling it later ("tier-up"). Tier-up goes wrong for the rules:
 * a regex first run on ASCII text (the start-up warm-up, most prompts) went on running in the
 * interpreter on text that holds a character beyond Latin-1 (Chinese, Cyrillic, an emoji, a curly
 * quote the normalizer keeps), two to five times slower per rule. With machine code from the start
 * the engine's scan of a 1,000-character prompt took 0.36-0.41 ms at the median instead of
 * 0.53-0.57, and the start-up warm-up 0.65-0.7 s instead of 1.5-1.6 (docs/detection.md, "Latency").
 *
 * The flag is process-wide and applies to regexes compiled after it is set. It is set when this
 * module is imported, which engine.ts does first (index.ts imports nothing of the engine before
 * engine.ts), so that the regexes the engine's modules run while they load (building word lists
 * and tables) are compiled to machine code too:
 * a regex compiled to bytecode before the flag is set stays interpreted. Other code's regexes in
 * the same process only compile a little sooner.
 */
setFlagsFromString('--no-regexp-tier-up');
