// The machine conventions of DESIGN.md, checked rather than remembered: every invoke has an id and
// an onError, every action, guard and actor in the config is named (inline ones would show as
// null or as a function in the Stately export), and states are read by their tags.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineModels } from './models/index.ts';
import { allStateNodes } from './support/coverage.ts';

function unnamedImplementations(config: unknown, path = ''): string[] {
  if (Array.isArray(config)) return config.flatMap((item, i) => unnamedImplementations(item, `${path}[${i}]`));
  if (!config || typeof config !== 'object') return [];
  return Object.entries(config).flatMap(([key, value]) => {
    const here = `${path}.${key}`;
    const named = (item: unknown) => typeof item === 'string' || (typeof item === 'object' && item !== null && 'type' in item);
    if (['actions', 'entry', 'exit', 'guard', 'src'].includes(key)) {
      const items = Array.isArray(value) ? value : [value];
      return items.filter((item) => item !== undefined && !named(item)).map(() => here);
    }
    return unnamedImplementations(value, here);
  });
}

describe('machine conventions', () => {
  for (const { machine } of machineModels) {
    it(`${machine.id}: every invoke has an id and an onError`, () => {
      for (const node of allStateNodes(machine)) {
        for (const invoke of node.invoke) {
          expect(invoke.id, `${node.id} invokes ${String(invoke.src)} without an id`).toMatch(/^[a-z]/i);
          expect(node.transitions.has(`xstate.error.actor.${invoke.id}`), `${node.id}: ${invoke.id} has no onError`).toBe(
            true,
          );
        }
      }
    });

    it(`${machine.id}: actions, guards and actors are named`, () => {
      expect(unnamedImplementations(machine.config)).toEqual([]);
    });

    it(`${machine.id}: tags its states`, () => {
      expect(allStateNodes(machine).some((node) => node.tags.length > 0)).toBe(true);
    });
  }

  it('selectors read tags, not state values', () => {
    const folder = new URL('../../src/machines/', import.meta.url);
    const selectors = readdirSync(folder).filter((file) => file.endsWith('-selectors.ts'));
    expect(selectors.length).toBeGreaterThan(0);
    for (const file of selectors) expect(readFileSync(new URL(file, folder), 'utf8'), file).not.toMatch(/\.matches\(/);
  });
});
