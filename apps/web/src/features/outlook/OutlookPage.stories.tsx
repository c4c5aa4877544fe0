import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findScreen } from '../../stories/findScreen';
import { failing, loading } from '../../stories/handlers';
import { olderPosts, outlookPosts } from '../../stories/outlookFixtures';
import { outlookHandlers } from '../../stories/outlookHandlers';
import { screenStory, type ScreenParameters } from '../../stories/ScreenDecorator';
import { OutlookPage } from './OutlookPage';

const path = '/dashboard/outlook';

const screenOf = (more: Partial<ScreenParameters> = {}): ScreenParameters => ({
  path,
  route: path,
  layout: 'dashboard',
  auth: 'member',
  bundles: ['outlook'],
  handlers: outlookHandlers(),
  ...more,
});

const meta = {
  title: 'Screens/Market outlook',
  component: OutlookPage,
  tags: ['!autodocs'],
  ...screenStory(screenOf()),
} satisfies Meta<typeof OutlookPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards of the list, in order. */
const cards = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('article')
    .filter((card) => card.closest('main'));

/**
 * The posts, latest first: each title a link to its page, its date, "Edited", excerpt and tags;
 * each card in its post's language and direction. A tag filters the list (in the address).
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Market outlook');
    const first = await canvas.findByRole('link', {
      name: 'Weekly outlook: the dollar’s bounce meets month-end flows',
    });
    await expect(first).toHaveAttribute('href', '/dashboard/outlook/pst_dollar');
    const list = cards(canvasElement);
    await expect(list).toHaveLength(4);
    await expect(list.map((card) => card.getAttribute('lang'))).toEqual(['en', 'ar', 'fr', 'en']);
    for (const card of list) await expect(card).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(list[1]!).direction).toBe('rtl');
    await expect(within(list[0]!).getByText('Edited')).toBeVisible();
    await expect(within(list[0]!).getByText('Nov 16, 2026')).toBeVisible();
    await expect(within(list[1]!).queryByText('Edited')).toBeNull();
    // The filters: the asset classes, then the symbols of the posts on screen.
    const tags = within(canvas.getByRole('group', { name: 'Filter by tag' }));
    await expect(tags.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Forex',
      'Crypto',
      'Indices',
      'Commodities',
      'BTCUSD',
      'EURUSD',
      'GBPJPY',
      'NAS100',
      'US500',
      'XAUUSD',
    ]);
    await userEvent.click(tags.getByRole('button', { name: 'Crypto' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(1));
    await expect(tags.getByRole('button', { name: 'Crypto' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      canvas.getByRole('link', {
        name: 'Perspectives hebdo : le bitcoin se comprime sous sa résistance',
      }),
    ).toBeVisible();
    // Pressed again, the filter is off.
    await userEvent.click(tags.getByRole('button', { name: 'Crypto' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4));
  },
};

/** Nothing published yet. */
export const Empty: Story = {
  parameters: { screen: screenOf({ handlers: outlookHandlers([]) }) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Market outlook');
    await expect(await canvas.findByRole('heading', { name: 'No outlook yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear the filters' })).toBeNull();
  },
};

/** While the first page loads: cards standing in for the posts. */
export const Loading: Story = {
  parameters: { screen: screenOf({ handlers: [loading('get', '/posts')] }) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Market outlook');
    await expect(canvasElement.querySelector('main [aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The list could not be loaded: what happened, and a retry. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { screen: screenOf({ handlers: [failing('get', '/posts')] }) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Market outlook');
    await expect(await canvas.findByText('The outlook could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A search that finds nothing (typed: the list follows once typing rests); clearing it. */
export const SearchNoMatch: Story = {
  name: 'Search with no match',
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Market outlook');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4));
    const field = canvas.getByRole('searchbox', { name: 'Search the outlook' });
    await userEvent.type(field, 'zzz');
    await expect(
      await canvas.findByRole('heading', { name: 'No post matches' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Try other words, or another tag.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4));
    await expect(field).toHaveValue('');
  },
};

/** A search in the address (`?q=`), as after a reload: the field shows it. */
export const SearchFromAddress: Story = {
  name: 'Search from the address',
  parameters: { screen: screenOf({ path: `${path}?q=bitcoin` }) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Market outlook');
    await expect(canvas.getByRole('searchbox', { name: 'Search the outlook' })).toHaveValue(
      'bitcoin',
    );
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(1));
  },
};

/** More posts than a page: the pager leads to the next ones. */
export const Pages: Story = {
  parameters: {
    screen: screenOf({ handlers: outlookHandlers([...outlookPosts, ...olderPosts(8)]) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Market outlook');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(10));
    const pager = canvas.getByRole('navigation', { name: 'Pages of the outlook' });
    await userEvent.click(within(pager).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
    await expect(canvas.getByRole('link', { name: 'Weekly outlook: week 1 of the archive' }));
  },
};

/** In French. */
export const French: Story = {
  parameters: { screen: screenOf({ language: 'fr' }) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Perspectives de marché');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4));
    await expect(canvas.getByRole('searchbox', { name: 'Rechercher dans les perspectives' }));
    await expect(canvas.getByRole('button', { name: 'Matières premières' })).toBeVisible();
    await expect(within(cards(canvasElement)[0]!).getByText('Modifié')).toBeVisible();
  },
};

/** In Arabic, right to left: an English post's card stays left to right. */
export const Arabic: Story = {
  parameters: { screen: screenOf({ language: 'ar' }) },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'توقعات السوق');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4));
    const [english, arabic] = cards(canvasElement);
    await expect(getComputedStyle(english!).direction).toBe('ltr');
    await expect(getComputedStyle(arabic!).direction).toBe('rtl');
    // The app's words in an English post's card keep their own (Arabic) order.
    await expect(english!.querySelector('time')).toHaveAttribute('dir', 'rtl');
    await expect(within(english!).getByText('مُعدَّل')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: 'الفوركس' })).toBeVisible();
  },
};
