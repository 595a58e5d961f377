// The machine itself, played alongside a browser path with fake actors and simulated time (as the
// machine-level run does), so that a DOM assertion can ask what this path's context holds: the
// graph's snapshots carry the context of whichever path first reached their vertex.
import { SimulatedClock, createActor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { FakeActors } from '../../../machines/support/fake-actors.ts';
import { delayOf, invokeIdOf, type ModelEvent } from '../../../machines/support/model.ts';

export class MachineMirror {
  private readonly fakes = new FakeActors();
  private readonly clock = new SimulatedClock();
  private readonly actor: AnyActorRef;

  constructor(
    private readonly machine: AnyStateMachine,
    input: unknown,
  ) {
    this.actor = createActor(this.fakes.provideTo(machine), { input, clock: this.clock } as never);
    this.actor.start();
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  async play(event: ModelEvent): Promise<void> {
    const invokeId = invokeIdOf(event);
    const delay = delayOf(event);
    if (invokeId && event.type.startsWith('xstate.done.')) this.fakes.settle(invokeId, { output: event.output });
    else if (invokeId) this.fakes.settle(invokeId, { error: event.error });
    else if (delay) {
      const configured = (this.machine.implementations.delays as Record<string, unknown>)[delay];
      const ms = typeof configured === 'function' ? (configured as (args: { context: unknown }) => number)({ context: this.snapshot.context }) : Number(configured);
      this.clock.increment(ms);
    } else this.actor.send(event);
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }

  stop(): void {
    this.actor.stop();
  }
}
