import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createEngine } from './engine.js';
import type { Engine } from './engine.js';
import { LinearClassifier, parseModel } from './model.js';

export type { Engine } from './engine.js';
export { compilePolicy } from './compile-policy.js';
export { warmUp } from './warm-up.js';
export type { CompiledPolicy } from './compile-policy.js';
export { DEFAULT_POLICY, validatePolicy, POLICY_LIMITS } from './policy.js';
export type { ScanPolicy, DenyRule, SignalPolicy, PolicyThresholds, PolicyProblem } from './policy.js';
export * from './types.js';

/** Where the committed model lives: models/ at the package root, two levels above src/scan and dist/scan. */
export const DEFAULT_MODEL_PATH = fileURLToPath(new URL('../../models/detector.json', import.meta.url));

/**
 * Loads the engine with the committed model (`models/detector.json`, or `modelPath`). The model is
 * required: a missing or corrupt file throws, so a broken deployment fails at start-up instead of
 * silently scanning with rules only. `rulesOnly: true` builds the engine without any model
 * (modelVersion "rules-only"), for tests and tools.
 */
export function loadEngine(options?: { modelPath?: string; rulesOnly?: boolean }): Engine {
  if (options?.rulesOnly === true) return createEngine(null);
  const path = options?.modelPath ?? DEFAULT_MODEL_PATH;
  if (!existsSync(path)) {
    throw new Error(`promptscan model file not found at ${path} (build it with: npm run train -- <jsonl files...>)`);
  }
  const model = parseModel(JSON.parse(readFileSync(path, 'utf8')) as unknown);
  return createEngine(new LinearClassifier(model));
}
