import { setFlagsFromString } from 'node:v8';

// Every regular expression is compiled to machine code on its first run, not interpreted first.
//
// V8 runs a regular expression through its bytecode interpreter the first time, and compiles it
// on the next run ("tier-up"). With the hate rules' larger expressions, Node 20's V8 crashed the
// process now and then (SIGSEGV in RegExpInterpreterTrampoline, called from native regexp code):
// in about one run in fifteen of a script that ran the rules over a long hostile prompt and then
// scanned it. With tier-up off, none of 100 runs crashed; with it on and the bytecode's peephole
// optimizer off, one of 80 did. The engine compiles every rule at start-up anyway (warm-up.ts), so
// the interpreter saved nothing but the compile of expressions that run once. The flag is read
// when an expression first runs, so it is set when the rules' module loads, before any does.
setFlagsFromString('--no-regexp-tier-up');
