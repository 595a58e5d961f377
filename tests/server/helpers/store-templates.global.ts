// Vitest globalSetup (vitest.config.ts): the store templates are built once per run, before any
// test file, and removed after the last.
import type { TestProject } from 'vitest/node';
import { createStoreTemplates } from './store-templates.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, dispose } = await createStoreTemplates();
  project.provide('storeTemplates', templates);
  return dispose;
}
