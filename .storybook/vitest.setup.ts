import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual regression: a story tagged `visual` is compared with its committed reference
 * screenshot (`__screenshots__/` beside the stories file) once it has rendered and played.
 */
afterEach(async (context) => {
  const story = (
    context as { story?: { id: string; tags: string[]; globals: { locale?: string } } }
  ).story;
  if (!story?.tags.includes('visual')) return;
  const root = document.querySelector('[data-story-root]');
  if (!root) throw new Error(`Story ${story.id} did not render its root`);
  await expect.element(page.elementLocator(root)).toMatchScreenshot(story.id);
});
