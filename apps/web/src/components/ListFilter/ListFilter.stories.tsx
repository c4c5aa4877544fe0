import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { loadScreenLanguage } from '../../stories/ScreenDecorator';
import { ListFilter } from './ListFilter';

function Search() {
  return <output aria-label="URL search">{useLocation().search}</output>;
}

const meta = {
  title: 'App/ListFilter',
  component: ListFilter,
  loaders: [loadScreenLanguage],
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/dashboard/group/six?page=3']}>
        <Story />
        <Search />
      </MemoryRouter>
    ),
  ],
  args: {
    param: 'status',
    label: 'Status',
    value: undefined,
    options: [
      { value: 'pending', label: 'Pending' },
      { value: 'paid', label: 'Paid' },
    ],
  },
} satisfies Meta<typeof ListFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a status puts it in the URL and goes back to the first page. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'paid');
    await expect(canvas.getByLabelText('URL search')).toHaveTextContent('?status=paid');
  },
};
