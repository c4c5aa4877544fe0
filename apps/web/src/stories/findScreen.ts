import { expect, within } from 'storybook/test';

/**
 * Waits until the story's screen shows its level-1 `heading`, visible, and answers the queries
 * within the story's canvas: the opening of a screen story's play function.
 */
export async function findScreen(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  return canvas;
}
