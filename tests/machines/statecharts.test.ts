// statecharts/<machine>.json are generated from the machines. Outside CI a missing file is written
// and a stale one fails until `npx vitest run tests/machines/statecharts.test.ts -u` rewrites it;
// under CI=true Vitest writes no snapshots at all, so a missing or stale file fails (checked by hand:
// an edited organisation.json and a deleted org-mismatch.json both failed with CI=true).
import { describe, expect, it } from 'vitest';
import { machineModels } from './models/index.ts';
import { statechartJson } from './support/statechart-json.ts';

describe('statecharts/*.json', () => {
  for (const model of machineModels) {
    it(`statecharts/${model.name}.json is the ${model.machine.id} machine`, async () => {
      const json = statechartJson(model.machine);
      expect(json).not.toContain('"null"');
      await expect(json).toMatchFileSnapshot(`../../statecharts/${model.name}.json`);
    });
  }
});
