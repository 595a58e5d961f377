// A machine's config as Stately-importable JSON: functions (mappers, inline params) become their
// names, which is all a diagram shows; named actions, guards, actors and delays are strings already.
import type { AnyStateMachine } from 'xstate';

export function statechartJson(machine: AnyStateMachine): string {
  const json = JSON.stringify(
    machine.config,
    (key, value: unknown) => {
      if (typeof value !== 'function') return value;
      // The context factory reads the input; the visualiser wants an object there.
      return key === 'context' ? {} : value.name || 'anonymous';
    },
    2,
  );
  return `${json}\n`;
}
