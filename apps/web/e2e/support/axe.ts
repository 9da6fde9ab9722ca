import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as issue 3 asks: every level A and AA rule of 2.0, 2.1 and 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Rules axe marks experimental, which the tags alone leave out, though they check WCAG A criteria:
 * 2.5.3 Label in Name (a control's accessible name contains its visible text).
 */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** axe set to the WCAG rules every walk of the product checks. */
export function wcagAxe(page: Page): AxeBuilder {
  // options() replaces what withTags() set, so it comes first.
  return new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES }).withTags(WCAG_TAGS);
}

/**
 * Waits until the page's finite animations and transitions, in every frame, have finished: axe reads
 * colours as they stand, and mid-fade it measures half-transparent ink (a popup growing in, a template's
 * cover rising in the editor's preview). An endless animation would never finish, so it is left out; a
 * cancelled one rejects its `finished`, which counts as done.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .waitForLoadState('load')
        .then(() =>
          frame.evaluate(() =>
            Promise.allSettled(
              document
                .getAnimations()
                .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
                .map((a) => a.finished),
            ),
          ),
        )
        // A frame that navigated or went away meanwhile has nothing left to wait for.
        .catch(() => undefined),
    ),
  );
}

/**
 * Waits until the page stands still: three frames in a row in which no finite animation or transition
 * runs in the page, then until those of its frames (the editor's preview) have finished. A render, a
 * scroll or a data fetch that has just landed starts its transitions within a frame or two, so a fixed
 * pause is not needed to let them begin.
 */
export async function standingStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let quiet = 0; quiet < 3;) {
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) quiet += 1;
      else {
        quiet = 0;
        await Promise.allSettled(running.map((a) => a.finished));
      }
    }
  });
  await animationsFinished(page);
}

/** The page as axe reads it against WCAG 2.2 AA once its animations have finished: no violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await animationsFinished(page);
  const { violations } = await wcagAxe(page).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
