import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import workspace from './vitest.config';

/**
 * What a mutation run (stryker.config.mjs) tests with: the "unit" project of vitest.config.ts alone.
 * Its tests need no database and no browser, so each mutant is judged in milliseconds; the API
 * integration suites would import every rule module through the app and take minutes per mutant.
 */
const unit = workspace.test?.projects?.find(
  (project): project is TestProjectInlineConfiguration =>
    typeof project === 'object' && 'test' in project && project.test?.name === 'unit',
);
if (!unit) throw new Error('vitest.config.ts has no "unit" project');

export default defineConfig(unit);
