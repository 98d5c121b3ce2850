import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { compileFunction } from 'node:vm';
import type * as CedarWasmModule from '@cedar-policy/cedar-wasm/nodejs';

/**
 * The cedar-wasm instance Latchkey evaluates with, and the preparsed policy sets inside it.
 *
 * A wasm instance does not survive a fault. When Cedar's Rust code overflows a stack (the native
 * one: `RangeError: Maximum call stack size exceeded`; its shadow stack in linear memory: `memory
 * access out of bounds`) or throws, the unwound frames never restore the shadow stack pointer nor
 * release what they held, so later calls into that instance fail too, for every org. Measured on
 * 4.13: one text nesting 131 parentheses did it, and so did 2,000 clean "recursion limit exceeded"
 * throws in a row. cedar-limits.ts keeps the known causes away from the engine; this module is the
 * backstop: every call goes through `cedarCall`, and any exception discards the instance. The next
 * call instantiates the module again (about 11 ms) and each policy preparses its set again on its
 * next use. The instance is private: it is loaded by evaluating the package's Node glue here rather
 * than through `require`, so no other importer shares it (or can poison it), and a discarded
 * instance is not kept alive by the module cache.
 */
export type CedarWasm = typeof CedarWasmModule;

const require = createRequire(import.meta.url);
const GLUE = require.resolve('@cedar-policy/cedar-wasm/nodejs');
let glue: ((...args: unknown[]) => void) | null = null;

function instantiate(): CedarWasm {
  // The glue reads the .wasm bytes and instantiates them when it runs: each run is a fresh instance.
  glue ??= compileFunction(readFileSync(GLUE, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: GLUE,
  }) as (...args: unknown[]) => void;
  const module = { exports: {} };
  glue(module.exports, require, module, GLUE, dirname(GLUE));
  return module.exports as CedarWasm;
}

/** Thrown by `cedarCall` when the engine itself failed (the instance is gone); never carries Cedar's text. */
export class CedarEngineFault extends Error {
  constructor(readonly fault: unknown) {
    super('the Cedar engine failed and was restarted');
    this.name = 'CedarEngineFault';
  }
}

let engine: CedarWasm | null = null;
let restarts = 0;
const discardListeners: (() => void)[] = [];

/** Runs `fn` against the engine. Any exception is a fault: the instance is discarded, CedarEngineFault thrown. */
export function cedarCall<T>(fn: (cedar: CedarWasm) => T): T {
  try {
    engine ??= instantiate();
    return fn(engine);
  } catch (err) {
    if (err instanceof CedarEngineFault) throw err;
    discardEngine();
    throw new CedarEngineFault(err);
  }
}

/** Callers that cache anything tied to the instance (cedar.ts: policies by key) forget it here. */
export function onEngineDiscard(listener: () => void): void {
  discardListeners.push(listener);
}

function discardEngine(): void {
  engine = null;
  restarts++;
  // The sets lived in the discarded instance: every holder preparses again on its next use.
  holders.clear();
  freeSlots.length = 0;
  slotsCreated = 0;
  for (const listener of discardListeners) listener();
}

// ---- preparsed sets -------------------------------------------------------------------------
// cedar-wasm keeps preparsed sets in a per-instance map with no delete; preparsing under an id it
// already holds replaces (and frees) the old set. So sets live under a pool of reusable ids, at
// most MAX_PREPARSED_SETS of them, least recently evaluated evicted first. An evicted or released
// holder stays usable: its next use preparses it again (the only re-parse, and a rare one).

export const MAX_PREPARSED_SETS = 1024;

/** Anything that owns one policy set; `evicted` runs when its set is dropped to make room. */
export interface SetHolder {
  readonly policySet: Record<string, string>;
  evicted(): void;
}

const holders = new Map<SetHolder, string>(); // holder → slot id, least recently used first
const freeSlots: string[] = [];
let slotsCreated = 0;
let preparses = 0;

/** The id under which the holder's set is preparsed in the current instance, preparsing it if needed. */
export function slotFor(holder: SetHolder): string {
  const held = holders.get(holder);
  if (held !== undefined) {
    holders.delete(holder); // re-insert: Map order is the LRU order
    holders.set(holder, held);
    return held;
  }
  const slot =
    freeSlots.pop() ?? (holders.size >= MAX_PREPARSED_SETS ? evictOldest() : `latchkey-cedar-${slotsCreated++}`);
  try {
    preparse(slot, holder.policySet);
  } catch (err) {
    if (!(err instanceof CedarEngineFault)) freeSlots.push(slot); // after a fault the pool is empty anew
    throw err;
  }
  holders.set(holder, slot);
  return slot;
}

/** Frees the holder's set now, if it has one. */
export function releaseSlot(holder: SetHolder): void {
  const slot = holders.get(holder);
  if (slot === undefined) return;
  holders.delete(holder);
  try {
    preparse(slot, {}); // replacing the set under an id is cedar-wasm's only way to free it
    freeSlots.push(slot);
  } catch {
    // A fault discarded the instance, and the set with it.
  }
}

function evictOldest(): string {
  const [holder, slot] = holders.entries().next().value as [SetHolder, string];
  holders.delete(holder);
  holder.evicted();
  return slot;
}

function preparse(slot: string, policySet: Record<string, string>): void {
  preparses++;
  const answer = cedarCall((cedar) => cedar.preparsePolicySet(slot, { staticPolicies: policySet }));
  if (answer.type === 'failure') throw new Error(answer.errors.map((e) => e.message).join('; '));
}

/** For metrics and tests: preparses run, sets held, slot ids in this instance, instances discarded. */
export function cedarEngineStats(): { preparses: number; held: number; slots: number; restarts: number } {
  return { preparses, held: holders.size, slots: slotsCreated, restarts };
}
