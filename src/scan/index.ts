import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createEngine } from './engine.js';
import type { Engine } from './engine.js';
import { LinearClassifier, parseModel } from './model.js';

export type { Engine } from './engine.js';
export { compilePolicy } from './compile-policy.js';
export type { CompiledPolicy } from './compile-policy.js';
export { DEFAULT_POLICY, validatePolicy, POLICY_LIMITS } from './policy.js';
export type { ScanPolicy, DenyRule, SignalPolicy, PolicyThresholds, PolicyProblem } from './policy.js';
export * from './types.js';

/** Where the committed model lives: models/ at the package root, two levels above src/scan and dist/scan. */
export const DEFAULT_MODEL_PATH = fileURLToPath(new URL('../../models/detector.json', import.meta.url));

/**
 * Loads the engine with the committed model. An explicit `modelPath` must exist; without one the
 * default model is used when present, else the engine runs its rules only (modelVersion "rules-only").
 */
export function loadEngine(options?: { modelPath?: string }): Engine {
  const path = options?.modelPath ?? DEFAULT_MODEL_PATH;
  if (options?.modelPath === undefined && !existsSync(path)) return createEngine(null);
  const model = parseModel(JSON.parse(readFileSync(path, 'utf8')) as unknown);
  return createEngine(new LinearClassifier(model));
}
