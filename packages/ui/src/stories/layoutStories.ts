/**
 * Settings shared by the stories of whole screens (the layouts). For stories only: the
 * package's entry does not export them.
 */
import { layoutViewports } from '../layouts/shared/storyFixtures';

/** The docs page shows a screen's story in a 640 px frame of its own, not inline. */
export const framedDocs = { story: { inline: false, iframeHeight: 640 } };

/** Parameters of a layout's stories: the full window, the layout viewports, framed docs. */
export const layoutParameters = {
  layout: 'fullscreen',
  viewport: { options: layoutViewports },
  docs: framedDocs,
};

/** Globals that show the story at one of the layout viewports (`desktop`, `phone`…), upright. */
export function atViewport(value: keyof typeof layoutViewports) {
  return { viewport: { value, isRotated: false } };
}
