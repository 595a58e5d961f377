// PGlite is PostgreSQL compiled to WebAssembly. V8 runs it first as quickly made code (Liftoff) and
// recompiles (TurboFan, on background threads) each function once it has run for a budget of about
// 1.8 million bytes of its code. A start after kill -9 (crash recovery, the catalogs' caches rebuilt)
// runs thousands of functions that far once and never again: recompiling them cost ~1.3 s of CPU
// in the first seconds, which on a busy machine the start's own thread waited for (its threads
// share one scheduling group), and a restart listened about twice as late (docs/reliability.md, G5).
// While the store opens, each function gets a far larger budget: what the start runs stays as first
// compiled, and what serving runs hot (the executor, hashing, sorting) still reaches it within
// seconds of real work and is recompiled then. `--liftoff-only` would cut the same CPU but leave
// every query ~1.6 times slower for the process's life.
import { setFlagsFromString } from 'node:v8';

/**
 * V8 gives a module's functions their budget when it compiles the module and after each recompile
 * request. Kept under 2^31: V8 counts the budget down as a signed 32-bit number.
 */
export const START_TIERING_BUDGET = 1_000_000_000;
/** V8's default (Node 20's V8 11.3), for what is compiled once the server runs. */
export const DEFAULT_TIERING_BUDGET = 1_800_000;

/** Until the returned function is called, WebAssembly compiled in this process tiers up only when hot. */
export function holdWasmTierUp(): () => void {
  setFlagsFromString(`--wasm-tiering-budget=${START_TIERING_BUDGET}`);
  return () => setFlagsFromString(`--wasm-tiering-budget=${DEFAULT_TIERING_BUDGET}`);
}
