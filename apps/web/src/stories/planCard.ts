import { expect, within } from 'storybook/test';
import { plans } from './fixtures';

/**
 * Checks that a plan's card lays out the owner's words (the Pro fixture's description and a
 * feature) in the language they are written in (`dir="auto"`): English on an Arabic page keeps
 * its full stop at its end.
 */
export async function expectOwnersWordsInTheirLanguage(card: HTMLElement) {
  const pro = plans.find((plan) => plan.name === 'Pro')!;
  for (const text of [pro.description, pro.features[1]!]) {
    await expect(within(card).getByText(text)).toHaveAttribute('dir', 'auto');
  }
}
