// Vitest globalSetup for the browser tests: the seeded PGlite data directory every file's server
// copies (PGlite only: the e2e servers run on the default store), the one the unit stage kept when
// nothing it is made from has changed since (store-templates.ts).
import type { TestProject } from 'vitest/node';
import { createStoreTemplates } from '../../server/helpers/store-templates.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, dispose } = await createStoreTemplates({ postgres: false });
  project.provide('storeTemplates', templates);
  return dispose;
}
