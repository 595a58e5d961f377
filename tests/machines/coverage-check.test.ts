// The coverage check itself must fail when a model leaves a transition or a state off its paths.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { organisationModel } from './models/organisation-model.ts';
import { measureCoverage, selectCoveringPaths } from './support/coverage.ts';
import { generatePaths } from './support/graph.ts';
import { defineTestModel } from './support/model.ts';

describe('the coverage check', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    return () => vi.restoreAllMocks();
  });

  it('reports a transition and a state no generated path takes', () => {
    const withoutFailures = defineTestModel({
      ...organisationModel,
      events: (snapshot) =>
        organisationModel.events(snapshot).filter((event) => !event.type.startsWith('xstate.error.')),
    });
    const coverage = measureCoverage(withoutFailures, generatePaths(withoutFailures));
    expect(coverage.states.missing).toEqual(['organisation.failed']);
    expect(coverage.transitions.missing).toEqual([
      'organisation.loading —xstate.error.actor.loadOrganisation→ organisation.failed',
    ]);
  });

  it('keeps full coverage when it picks the covering subset of the paths', () => {
    const paths = generatePaths(organisationModel);
    const chosen = selectCoveringPaths(organisationModel, paths);
    expect(chosen.length).toBeLessThanOrEqual(paths.length);
    expect(measureCoverage(organisationModel, chosen)).toEqual(measureCoverage(organisationModel, paths));
  });
});
