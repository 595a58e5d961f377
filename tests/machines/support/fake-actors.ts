// Fake actors for running generated paths: every actor of a machine becomes a promise that the
// path settles when it reaches the matching `xstate.done.actor.<id>` or `xstate.error.actor.<id>`.
import { fromPromise, type AnyStateMachine } from 'xstate';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export class FakeActors {
  private readonly pending = new Map<string, Pending>();
  /** Invoke ids in the order the machine started them, with their input. */
  readonly started: Array<{ id: string; input: unknown }> = [];

  provideTo<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
    const actors = Object.fromEntries(
      Object.keys(machine.implementations.actors).map((src) => [src, this.fake()]),
    );
    return machine.provide({ actors } as never) as TMachine;
  }

  isRunning(invokeId: string): boolean {
    return this.pending.has(invokeId);
  }

  settle(invokeId: string, outcome: { output: unknown } | { error: unknown }): void {
    const pending = this.pending.get(invokeId);
    if (!pending) throw new Error(`The path completes '${invokeId}', but no such actor is running`);
    this.pending.delete(invokeId);
    if ('output' in outcome) pending.resolve(outcome.output);
    else pending.reject(outcome.error);
  }

  private fake() {
    return fromPromise<unknown, unknown>(
      ({ self, input, signal }) =>
        new Promise((resolve, reject) => {
          const pending = { resolve, reject };
          this.started.push({ id: self.id, input });
          this.pending.set(self.id, pending);
          // A stopped actor (its state was left) can no longer be completed.
          signal.addEventListener('abort', () => {
            if (this.pending.get(self.id) === pending) this.pending.delete(self.id);
          });
        }),
    );
  }
}
