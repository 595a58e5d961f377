// Vitest globalSetup for the browser tests: the seeded PGlite data directory every file's server
// copies, built once per run (PGlite only: the e2e servers run on the default store; no dumps:
// nothing here opens a test store).
import type { TestProject } from 'vitest/node';
import { createStoreTemplates } from '../../server/helpers/store-templates.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, dispose } = await createStoreTemplates({ postgres: false, dumps: false });
  project.provide('storeTemplates', templates);
  return dispose;
}
