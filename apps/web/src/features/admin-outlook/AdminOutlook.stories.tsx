import type { CreatePostRequest, UpdatePostRequest } from '@finfree/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminScreen } from '../../stories/adminHandlers';
import { resetAdminPosts } from '../../stories/adminPostHandlers';
import { paginate } from '../../stories/fixtures';
import { api, apiError, failing, loading } from '../../stories/handlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { AdminOutlookPage } from './AdminOutlookPage';
import { fromLocalInput, toLocalInput } from './postDraft';

const path = '/dashboard/group/outlook';

/** The requests the screen sent (recorded, then answered by the handlers). */
const sent: {
  created: CreatePostRequest[];
  updated: { id: string; body: UpdatePostRequest }[];
  published: { id: string; body: unknown }[];
  deleted: string[];
} = { created: [], updated: [], published: [], deleted: [] };
// A resolver that returns nothing hands the request on to the next handler.
const record = [
  http.post(api('/admin/posts'), async ({ request }) => {
    sent.created.push((await request.clone().json()) as CreatePostRequest);
  }),
  http.patch(api('/admin/posts/:id'), async ({ request, params }) => {
    sent.updated.push({
      id: String(params.id),
      body: (await request.clone().json()) as UpdatePostRequest,
    });
  }),
  http.post(api('/admin/posts/:id/publish'), async ({ request, params }) => {
    const text = await request.clone().text();
    sent.published.push({ id: String(params.id), body: text ? JSON.parse(text) : null });
  }),
  http.delete(api('/admin/posts/:id'), ({ params }) => {
    sent.deleted.push(String(params.id));
  }),
];
const recorded = adminScreen(path, ...record);

const meta = {
  title: 'Screens/Admin/Market outlook',
  component: AdminOutlookPage,
  tags: ['!autodocs'],
  ...screenStory(recorded),
  beforeEach: () => {
    resetAdminPosts();
    sent.created.length = 0;
    sent.updated.length = 0;
    sent.published.length = 0;
    sent.deleted.length = 0;
  },
} satisfies Meta<typeof AdminOutlookPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the editor with the button named `button` and returns the dialog named `title`. */
async function openEditor(canvasElement: HTMLElement, button: string, title = button) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  // Past the first frame of its entrance, with the post's fields (an edited post is read first).
  await waitFor(() => expect(dialog).toBeVisible());
  const form = within(dialog);
  await form.findByRole('textbox', { name: /^(Post|Publication|المنشور)$/ });
  return form;
}

const week48 = 'Week 48: what the Fed minutes could move';

/** Each post with its state: a draft, one scheduled, published ones (one edited). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Outlook console' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Posts, most recently changed first' });
    const row = async (title: string) =>
      within((await within(table).findByText(title)).closest('tr') as HTMLElement);

    const draft = await row(week48);
    await expect(draft.getByText('Draft')).toBeVisible();
    await expect(draft.getByRole('button', { name: `Publish ${week48}` })).toBeVisible();
    await expect(draft.getByRole('button', { name: `Delete ${week48}` })).toBeVisible();

    const scheduled = await row('Gold into the December meeting');
    await expect(scheduled.getByText(/^Scheduled for \w{3} \d{1,2}, \d{4}/)).toBeVisible();
    await expect(
      scheduled.getByRole('button', { name: 'Unpublish Gold into the December meeting' }),
    ).toBeVisible();

    const published = await row('Week 47: dollar strength meets the ECB');
    await expect(published.getByText('Published Nov 23, 2026')).toBeVisible();
    await expect(published.queryByText('Edited')).toBeNull();
    // Readers see it: it can be taken back, not deleted.
    await expect(published.queryByRole('button', { name: /^Delete / })).toBeNull();

    const edited = await row('Semaine 46 : le risque revient avant la fin du mois');
    await expect(edited.getByText('Published Nov 16, 2026')).toBeVisible();
    await expect(edited.getByText('Edited')).toBeVisible();
    // The title is marked in the post's own language.
    await expect(
      edited.getByText('Semaine 46 : le risque revient avant la fin du mois'),
    ).toHaveAttribute('lang', 'fr');
  },
};

/** Filtered to the drafts (the filter is kept in the address). */
export const Drafts: Story = {
  parameters: { screen: { ...recorded, path: `${path}?status=draft` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Filter by state')).toHaveValue('draft');
    await expect(await canvas.findByText(week48)).toBeVisible();
    await expect(canvas.queryByText('Gold into the December meeting')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { screen: adminScreen(path, loading('get', '/admin/posts')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: {
    screen: adminScreen(
      path,
      http.get(api('/admin/posts'), () => HttpResponse.json(paginate([]))),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No posts here yet.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { screen: adminScreen(path, failing('get', '/admin/posts')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/unexpected error happened on our side/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * A new post: a title, its language, tags and a trade; in the editor a heading, a bold word, a
 * list and a link (a `javascript:` address refused). Saving sends the document as the API takes
 * it, and the editor stays open on the saved draft.
 */
export const WriteNew: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement, 'New post');
    await userEvent.type(form.getByLabelText(/^Title/), 'Semaine 49 : le dollar');
    await userEvent.selectOptions(form.getByLabelText('Language'), 'fr');
    await userEvent.type(form.getByLabelText('Tags'), 'eurusd, Forex');
    await userEvent.click(await form.findByRole('checkbox', { name: /^GBPJPY Sell/ }));

    const area = form.getByRole('textbox', { name: 'Post' });
    // The editable area is in the post's language, its direction from its text.
    await expect(area).toHaveAttribute('lang', 'fr');
    await expect(area).toHaveAttribute('dir', 'auto');
    const toolbar = within(form.getByRole('toolbar', { name: 'Formatting' }));
    const tool = (name: string) => toolbar.getByRole('button', { name });

    await userEvent.click(area);
    await userEvent.type(area, 'Le dollar');
    await userEvent.click(tool('Heading 2'));
    await expect(tool('Heading 2')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(tool('Heading 2')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('Le ');
    await userEvent.click(tool('Bold'));
    await expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('dollar');
    await userEvent.click(tool('Bold'));
    await userEvent.keyboard(' progresse.{Enter}');
    await userEvent.click(tool('Bulleted list'));
    await expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('EURUSD sous 1,0550{Enter}Or stable{Enter}{Enter}');
    await expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(tool('Link'));
    const popover = within(await screen.findByRole('dialog', { name: 'Link' }));
    const address = popover.getByLabelText('Link address');
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(popover.getByRole('button', { name: 'Apply' }));
    await expect(popover.getByText('Enter an https://, http:// or mailto: address.')).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'finfree.app/desk{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link' })).toBeNull());
    await expect(
      within(area).getByRole('link', { name: 'https://finfree.app/desk' }),
    ).toBeVisible();

    await userEvent.click(form.getByRole('button', { name: 'Save draft' }));
    await expect(
      await screen.findByText('Draft “Semaine 49 : le dollar” saved.'),
    ).toBeInTheDocument();
    const text = (value: string, marks?: object[]) => ({
      type: 'text',
      text: value,
      ...(marks ? { marks } : {}),
    });
    const item = (value: string) => ({
      type: 'listItem',
      content: [{ type: 'paragraph', content: [text(value)] }],
    });
    await expect(sent.created).toEqual([
      {
        title: 'Semaine 49 : le dollar',
        language: 'fr',
        tags: ['EURUSD', 'forex'],
        tradeIds: ['trd_gbpjpy_open'],
        body: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [text('Le dollar')] },
            {
              type: 'paragraph',
              content: [text('Le '), text('dollar', [{ type: 'bold' }]), text(' progresse.')],
            },
            { type: 'bulletList', content: [item('EURUSD sous 1,0550'), item('Or stable')] },
            {
              type: 'paragraph',
              content: [
                text('https://finfree.app/desk', [
                  { type: 'link', attrs: { href: 'https://finfree.app/desk' } },
                ]),
              ],
            },
          ],
        },
      },
    ]);
    // Saved: the editor now edits that draft, and closes without asking.
    await expect(
      await form.findByRole('heading', { name: 'Edit “Semaine 49 : le dollar”' }),
    ).toBeVisible();
    await expect(form.getByText('Draft')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * From the keyboard: the toolbar is one tab stop whose arrow keys move between its toggles;
 * TipTap's shortcuts toggle the marks (Ctrl/⌘ I: italic) and Ctrl/⌘ K opens the link field.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement, 'New post');
    const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
    const tool = (name: string) => within(toolbar).getByRole('button', { name });
    const area = form.getByRole('textbox', { name: 'Post' });

    tool('Heading 2').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tool('Heading 3')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tool('Link')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tool('Heading 2')).toHaveFocus();
    // One tab stop: the others are out of the tab order.
    await expect(tool('Bold')).toHaveAttribute('tabindex', '-1');

    await userEvent.click(area);
    await userEvent.keyboard('{Control>}i{/Control}');
    await expect(tool('Italic')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('slow');
    await expect(within(area).getByText('slow').tagName).toBe('EM');
    await userEvent.keyboard('{Control>}k{/Control}');
    const popover = within(await screen.findByRole('dialog', { name: 'Link' }));
    await waitFor(() => expect(popover.getByLabelText('Link address')).toHaveFocus());
    // Escape closes the link field only, back to the editor.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link' })).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'New post' })).toBeVisible();
    await waitFor(() => expect(area).toHaveFocus());
  },
};

/**
 * A draft scheduled: the time is typed in the admin's time zone and sent as a UTC moment; the
 * unchanged post is not saved first.
 */
export const Schedule: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement, `Edit ${week48}`, `Edit “${week48}”`);
    await expect(form.getByLabelText(/^Title/)).toHaveValue(week48);
    await expect(form.getByText(/^In your time zone \(.+\)\.$/)).toBeVisible();

    // Publishing without a time asks for one.
    await userEvent.click(form.getByRole('button', { name: 'Schedule' }));
    await expect(form.getByText('Choose when to publish it.')).toBeVisible();

    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(9, 30, 0, 0);
    const value = toLocalInput(tomorrow);
    fireEvent.change(form.getByLabelText('Publish on'), { target: { value } });
    await userEvent.click(form.getByRole('button', { name: 'Schedule' }));
    await expect(
      await screen.findByText(/^“Week 48: .*” will be published on /),
    ).toBeInTheDocument();
    await expect(sent.published).toEqual([
      { id: 'post_week48_draft', body: { at: fromLocalInput(value)!.toISOString() } },
    ]);
    await expect(sent.updated).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * The server refuses a field: its message shows at that field, the failure above the actions,
 * and nothing typed is lost.
 */
export const ServerError: Story = {
  parameters: {
    screen: adminScreen(
      path,
      http.post(api('/admin/posts'), () =>
        apiError(400, 'Invalid body: tradeIds.0 names no trade', {
          errors: [{ field: 'tradeIds.0', message: 'names no trade' }],
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement, 'New post');
    await userEvent.type(form.getByLabelText(/^Title/), 'Gold levels');
    await userEvent.click(await form.findByRole('checkbox', { name: /^XAUUSD Buy/ }));
    const area = form.getByRole('textbox', { name: 'Post' });
    await userEvent.click(area);
    await userEvent.type(area, 'Gold holds its low.');

    // Checked first: publishing a post needs a title.
    await userEvent.clear(form.getByLabelText(/^Title/));
    await userEvent.click(form.getByRole('button', { name: 'Publish now' }));
    await expect(form.getByText('Give the post a title.')).toBeVisible();
    await expect(form.getByLabelText(/^Title/)).toHaveFocus();
    await userEvent.type(form.getByLabelText(/^Title/), 'Gold levels');

    await userEvent.click(form.getByRole('button', { name: 'Save draft' }));
    const trades = form.getByRole('group', { name: 'Linked trades' });
    await expect(await within(trades).findByText('names no trade')).toBeVisible();
    await expect(trades).toHaveAccessibleDescription(/names no trade/);
    await expect(form.getByRole('alert')).toHaveTextContent(
      'Invalid body: tradeIds.0 names no trade',
    );
    await expect(form.getByLabelText(/^Title/)).toHaveValue('Gold levels');
    await expect(area).toHaveTextContent('Gold holds its low.');
    await expect(within(trades).getByRole('checkbox', { name: /^XAUUSD Buy/ })).toBeChecked();
  },
};

/** A post readers see: its changes are saved (marked edited), or it is taken back. */
export const EditPublished: Story = {
  play: async ({ canvasElement }) => {
    const title = 'Week 47: dollar strength meets the ECB';
    const form = await openEditor(canvasElement, `Edit ${title}`, `Edit “${title}”`);
    await expect(
      form.getByText('Members see it marked “edited” once you save changes.'),
    ).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Publish now' })).toBeNull();
    await expect(form.queryByLabelText('Publish on')).toBeNull();
    await expect(form.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    // Its linked trades are checked.
    await expect(await form.findByRole('checkbox', { name: /^EURUSD Buy/ })).toBeChecked();

    const field = form.getByLabelText(/^Title/);
    await userEvent.clear(field);
    await userEvent.type(field, 'Week 47: the dollar and the ECB');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(
      await screen.findByText('“Week 47: the dollar and the ECB” was saved.'),
    ).toBeInTheDocument();
    await expect(sent.updated).toEqual([
      { id: 'post_week47', body: { title: 'Week 47: the dollar and the ECB' } },
    ]);
  },
};

/** Closing with unsaved changes asks first; "Cancel" keeps the editor, "Discard" closes it. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement, 'New post');
    await userEvent.type(form.getByLabelText(/^Title/), 'Half a thought');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
    );
    await expect(form.getByLabelText(/^Title/)).toHaveValue('Half a thought');

    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(sent.created).toEqual([]);
  },
};

/** A draft published from the list, after a confirmation. */
export const PublishFromList: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Publish ${week48}` }),
    );
    const confirm = await screen.findByRole('dialog', { name: `Publish “${week48}” now` });
    await waitFor(() => expect(confirm).toBeVisible());
    const dialog = within(confirm);
    await expect(
      dialog.getByText('Members see it in the market outlook at once.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect(await screen.findByText(`“${week48}” is published.`)).toBeInTheDocument();
    await expect(sent.published).toEqual([{ id: 'post_week48_draft', body: {} }]);
  },
};

/** A draft deleted, after a confirmation that says it is for good. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Delete ${week48}` }),
    );
    const confirm = await screen.findByRole('dialog', { name: `Delete “${week48}”` });
    await waitFor(() => expect(confirm).toBeVisible());
    const dialog = within(confirm);
    await expect(
      dialog.getByText('Members have never seen it. It is deleted for good.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText(`“${week48}” was deleted.`)).toBeInTheDocument();
    await expect(sent.deleted).toEqual(['post_week48_draft']);
  },
};

/** In French: the list, then the editor (a new post starts in French). */
export const French: Story = {
  parameters: { screen: { ...recorded, language: 'fr' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Console des perspectives' }),
    ).toBeVisible();
    await expect((await canvas.findAllByText('Brouillon'))[0]).toBeVisible();
    await expect(canvas.getByText(/^Programmée pour le /)).toBeVisible();
    await expect(canvas.getByText('Publiée le 23 nov. 2026')).toBeVisible();
    await expect(canvas.getByText('Modifiée')).toBeVisible();

    const form = await openEditor(canvasElement, 'Nouvelle publication');
    await expect(form.getByLabelText('Langue')).toHaveValue('fr');
    const area = form.getByRole('textbox', { name: 'Publication' });
    await expect(area).toHaveAttribute('lang', 'fr');
    const toolbar = within(form.getByRole('toolbar', { name: 'Mise en forme' }));
    await expect(toolbar.getByRole('button', { name: 'Gras' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(toolbar.getByRole('button', { name: 'Liste à puces' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Publier maintenant' }));
    await expect(form.getByText('Donnez un titre à la publication.')).toBeVisible();
    await expect(form.getByText('Rédigez la publication avant de la publier.')).toBeVisible();
  },
};

/** In Arabic, right to left: the list, then an Arabic post in the editor. */
export const Arabic: Story = {
  parameters: { screen: { ...recorded, language: 'ar' } },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'لوحة التوقعات' })).toBeVisible();
    await expect((await canvas.findAllByText('مسودة'))[0]).toBeVisible();
    await expect(canvas.getByText('معدَّل')).toBeVisible();

    const title = 'الأسبوع 45: الذهب والدولار';
    const form = await openEditor(canvasElement, `تعديل ${title}`, `تعديل «${title}»`);
    await expect(form.getByLabelText('اللغة')).toHaveValue('ar');
    const area = form.getByRole('textbox', { name: 'المنشور' });
    await expect(area).toHaveAttribute('lang', 'ar');
    await expect(area).toHaveAttribute('dir', 'auto');
    await expect(area).toHaveTextContent('يبقى الذهب فوق أدنى مستوياته في نوفمبر.');
    const toolbar = within(form.getByRole('toolbar', { name: 'التنسيق' }));
    await expect(toolbar.getByRole('button', { name: 'غامق' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
