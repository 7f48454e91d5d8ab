import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Play functions wait for what a user would see (findBy…, waitFor). On a busy machine a story
// may need more than testing-library's 1 s to load its texts and render; they still end
// as soon as what they wait for is there.
configure({ asyncUtilTimeout: 4_000 });

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
