import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findScreen } from '../../stories/findScreen';
import { failing } from '../../stories/handlers';
import { postDollar, postGoldArabic } from '../../stories/outlookFixtures';
import { outlookHandlers } from '../../stories/outlookHandlers';
import { screenStory, type ScreenParameters } from '../../stories/ScreenDecorator';
import { PostPage } from './PostPage';

const screenOf = (id: string, more: Partial<ScreenParameters> = {}): ScreenParameters => ({
  path: `/dashboard/outlook/${id}`,
  route: '/dashboard/outlook/:id',
  layout: 'dashboard',
  auth: 'member',
  bundles: ['outlook', 'trades'],
  handlers: outlookHandlers(),
  ...more,
});

const meta = {
  title: 'Screens/Market outlook post',
  component: PostPage,
  tags: ['!autodocs'],
  ...screenStory(screenOf(postDollar.id)),
} satisfies Meta<typeof PostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The post's body: the article inside the page's main content. */
const body = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('main article');

/**
 * A member reads the post: title, author and date, "Edited on …", tags, the body (headings,
 * lists, marks, links that open in a new tab) and the trades it links, each with the way to it.
 */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, postDollar.title);
    await expect(canvas.getByRole('link', { name: 'All outlooks' })).toHaveAttribute(
      'href',
      '/dashboard/outlook',
    );
    await expect(canvas.getByText('By Sara Benali')).toBeVisible();
    await expect(canvas.getByText('Edited on Nov 16, 2026')).toBeVisible();
    const tags = within(canvas.getByRole('list', { name: 'Tags' }));
    await expect(tags.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      'EURUSD',
      'GBPJPY',
      'Forex',
    ]);
    const article = within(body(canvasElement)!);
    await expect(article.getByRole('heading', { level: 2, name: 'What we are watching' }));
    await expect(article.getByRole('heading', { level: 3, name: 'Risk' }));
    await expect(article.getAllByRole('listitem')).toHaveLength(3);
    await expect(article.getByText('choppy, two-way trade').tagName).toBe('STRONG');
    await expect(article.getByText('1.0800').tagName).toBe('CODE');
    const guide = article.getByRole('link', { name: 'our risk guide' });
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(article.getByRole('link', { name: 'the desk' })).toHaveAttribute(
      'href',
      'mailto:desk@finfree.app',
    );
    const trades = within(await canvas.findByRole('region', { name: 'Trades in this post' }));
    const eurusd = await trades.findByRole('link', { name: 'Open in Trades: EURUSD' });
    await expect(eurusd).toHaveAttribute('href', '/dashboard/trades?trade=trd_eurusd_win');
    await expect(trades.getByText('Win')).toBeVisible();
    await expect(await trades.findByText('GBPJPY')).toBeVisible();
    await expect(trades.getByText('Sell')).toBeVisible();
    await expect(trades.getByText('Open')).toBeVisible();
  },
};

/** A non-member: the title and excerpt, and the call to subscribe; no body, no trades. */
export const Locked: Story = {
  name: 'Locked (non-member)',
  parameters: { screen: screenOf(postDollar.id, { auth: 'nonMember' }) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, postDollar.title);
    await expect(canvas.getByText(postDollar.excerpt)).toBeVisible();
    await expect(canvas.getByText('The full outlook is for members')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
    await expect(body(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'What we are watching' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Trades in this post' })).toBeNull();
  },
};

/** An Arabic post in an English page: the post reads right to left, the page stays ltr. */
export const ArabicPost: Story = {
  name: 'Arabic post in an English page',
  parameters: { screen: screenOf(postGoldArabic.id) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, postGoldArabic.title);
    const article = body(canvasElement)!;
    await expect(article).toHaveAttribute('lang', 'ar');
    await expect(article).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(article).direction).toBe('rtl');
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(title).direction).toBe('rtl');
    await expect(title.closest('[lang]')).toHaveAttribute('lang', 'ar');
    await expect(within(article).getByRole('heading', { name: 'المستويات الرئيسية' }));
    await expect(getComputedStyle(canvas.getByText('Trades in this post')).direction).toBe('ltr');
  },
};

/** The page in French (an English post stays in English). */
export const French: Story = {
  parameters: { screen: screenOf(postDollar.id, { language: 'fr' }) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, postDollar.title);
    await expect(canvas.getByRole('link', { name: 'Toutes les perspectives' })).toBeVisible();
    await expect(canvas.getByText('Par Sara Benali')).toBeVisible();
    await expect(canvas.getByText('Modifié le 16 nov. 2026')).toBeVisible();
    const trades = within(await canvas.findByRole('region', { name: 'Les trades de cet article' }));
    await expect(
      await trades.findByRole('link', { name: 'Ouvrir dans Trades : EURUSD' }),
    ).toBeVisible();
    await expect(body(canvasElement)).toHaveAttribute('lang', 'en');
  },
};

/** The page in Arabic, right to left: an English post still reads left to right. */
export const Arabic: Story = {
  name: 'Arabic page (rtl)',
  parameters: { screen: screenOf(postDollar.id, { language: 'ar' }) },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, postDollar.title);
    await expect(canvas.getByRole('link', { name: 'كل التوقعات' })).toBeVisible();
    await expect(getComputedStyle(body(canvasElement)!).direction).toBe('ltr');
    const trades = await canvas.findByRole('region', { name: 'الصفقات في هذا المنشور' });
    await expect(getComputedStyle(trades).direction).toBe('rtl');
  },
};

/** A post that is not published (or no longer): said so, with the way back to the list. */
export const NotFound: Story = {
  name: 'Not found',
  parameters: { screen: screenOf('pst_missing') },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Market outlook');
    await expect(
      await canvas.findByRole('heading', {
        name: 'This post does not exist or is no longer published.',
      }),
    ).toBeVisible();
    const back = canvas.getAllByRole('link', { name: 'All outlooks' });
    for (const link of back) await expect(link).toHaveAttribute('href', '/dashboard/outlook');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** The post could not be loaded: a retry. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { screen: screenOf(postDollar.id, { handlers: [failing('get', '/posts/:id')] }) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Market outlook');
    await expect(await canvas.findByText('This post could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
