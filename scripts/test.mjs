#!/usr/bin/env node
/**
 * `npm test`: the whole suite, cheapest stages first so a fault shows before the browsers start.
 * Lint and types run side by side (each is mostly one core), then the unit and API tests, then the
 * build and the end-to-end tests. Each stage's wall time and the slowest test files of each runner
 * are printed at the end, so a slow stage is seen where it grows (docs/testing.md).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'undangin-test-reports-'));
const vitestTimings = join(reports, 'vitest-timings.json');
const playwrightReport = join(reports, 'playwright.json');
const timings = [];

/** Runs one command; with `buffered` its output is held and printed whole, so two side by side stay readable. */
function run(name, command, args, { buffered = false, env = {} } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push({ name, seconds, code });
      if (buffered) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(chunks).toString()}`);
      console.log(`── ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

const npmRun = (script, options) => run(script, 'npm', ['run', '--silent', script], options);

/** A report the runner wrote, or null when it wrote none (it stopped before its end). */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Each vitest project's own span in the one run (its first file's start to its last file's end: the
 * projects share the two workers, so the spans overlap) and the sum of its files' times.
 */
function vitestProjects(files) {
  const projects = new Map();
  for (const { project, start, end } of files) {
    const p = projects.get(project) ?? { start, end, sum: 0 };
    p.start = Math.min(p.start, start);
    p.end = Math.max(p.end, end);
    p.sum += end - start;
    projects.set(project, p);
  }
  return [...projects].map(([name, p]) => ({ name, span: (p.end - p.start) / 1000, sum: p.sum / 1000 }));
}

function printTimings(vitestFiles) {
  console.log('\nStage                        wall time');
  for (const { name, seconds, code } of timings) {
    console.log(`${name.padEnd(28)} ${seconds.toFixed(1).padStart(7)} s${code === 0 ? '' : '  (failed)'}`);
    if (name.startsWith('vitest'))
      for (const { name: project, span, sum } of vitestProjects(vitestFiles))
        console.log(
          `  ${project.padEnd(26)} ${span.toFixed(1).padStart(7)} s  (its files: ${sum.toFixed(1)} s)`,
        );
  }
}

function printSlowest(title, files) {
  if (!files.length) return;
  console.log(`\nSlowest test files, ${title}:`);
  for (const { file, seconds } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 15))
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${file}`);
}

/** Vitest's files by duration, each named with its project, and the counts. */
function vitestSummary(files) {
  printSlowest(
    'vitest',
    files.map(({ project, file, start, end }) => ({
      file: `${file}  [${project}]`,
      seconds: (end - start) / 1000,
    })),
  );
  return {
    passed: files.reduce((n, f) => n + f.passed, 0),
    failed: files.reduce((n, f) => n + f.failed, 0),
  };
}

/** Playwright's files by the sum of their tests' durations, and the counts. */
function playwrightSummary() {
  const report = readJson(playwrightReport);
  if (!report) return { passed: 0, failed: 0 };
  const files = new Map();
  let passed = 0;
  let failed = 0;
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        for (const result of test.results) files.set(here, (files.get(here) ?? 0) + result.duration / 1000);
        if (test.status === 'expected') passed += 1;
        else if (test.status === 'unexpected' || test.status === 'flaky') failed += 1;
      }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  printSlowest(
    'playwright',
    [...files].map(([file, seconds]) => ({ file, seconds })),
  );
  return { passed, failed };
}

function finish(code) {
  // Vitest's files (scripts/vitest-timing-reporter.mjs), each under the project that ran it.
  const vitestFiles = readJson(vitestTimings) ?? [];
  printTimings(vitestFiles);
  const unit = vitestSummary(vitestFiles);
  const e2e = playwrightSummary();
  rmSync(reports, { recursive: true, force: true });
  // The plain closing line CI reads when the runners' own lines are not at the end.
  console.log(`\ntests: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
  process.exit(code);
}

const [lint, types] = await Promise.all([
  npmRun('lint', { buffered: true }),
  npmRun('typecheck', { buffered: true }),
]);
if (lint !== 0 || types !== 0) finish(1);

const unit = await run(
  'vitest (unit, web, API)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=./scripts/vitest-timing-reporter.mjs'],
  { env: { VITEST_TIMING_FILE: vitestTimings } },
);
if (unit !== 0) finish(unit);

const build = await npmRun('build');
if (build !== 0) finish(build);

const e2e = await run('playwright (end-to-end)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});
finish(e2e);
