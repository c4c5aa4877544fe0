import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenSetup } from '../../stories/ScreenDecorator';
import { LegalPage } from './LegalPage';

const meta = {
  title: 'Screens/Legal',
  component: LegalPage,
  tags: ['!autodocs'],
  ...screenSetup,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'privacy' },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Kind = 'privacy' | 'risk';

/** The `kind` page at `path` in the main layout: `check` looks at its article, named `title`. */
const legalStory = (
  kind: Kind,
  path: string,
  title: string,
  check: (article: HTMLElement) => Promise<void>,
): Story => ({
  args: { kind },
  parameters: { screen: { path, layout: 'main' } },
  play: async ({ canvasElement }) => {
    await check(within(canvasElement).getByRole('article', { name: title }));
  },
});

/** /privacy-statement in the main layout. */
export const Privacy: Story = legalStory(
  'privacy',
  '/privacy-statement',
  'Privacy statement',
  async (article) => {
    await expect(
      within(article).getByRole('heading', { level: 1, name: 'Privacy statement' }),
    ).toBeVisible();
    await expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await expect(within(article).getByText('Last updated: 21 November 2026')).toBeVisible();
  },
);

/** /risk-warning: the risk warning and terms of service. */
export const RiskWarning: Story = legalStory(
  'risk',
  '/risk-warning',
  'Risk warning and terms of service',
  async (article) => {
    await expect(
      within(article).getByRole('heading', { level: 2, name: 'Trading is risky' }),
    ).toBeVisible();
    await expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
);
