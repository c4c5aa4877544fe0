import type { UpdatePlanRequest } from '@finfree/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminScreen } from '../../stories/adminHandlers';
import { api, apiError, failing, loading } from '../../stories/handlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { AdminPlans } from './AdminPlans';

const path = '/dashboard/pricing';
const admin = adminScreen(path);

const meta = {
  title: 'Screens/Admin/Plans',
  component: AdminPlans,
  tags: ['!autodocs'],
  ...screenStory(admin),
} satisfies Meta<typeof AdminPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Archived plans too; archiving says subscribers keep the plan. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Archived'))[0]).toBeInTheDocument();
    const [archive] = await canvas.findAllByRole('button', { name: /^Archive / });
    await userEvent.click(archive!);
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(/Existing subscribers keep it/)).toBeInTheDocument();
  },
};

/** Dollars typed, cents sent: three decimals are refused, never rounded. */
export const CreateValidation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New plan' }));
    const form = within(await screen.findByRole('dialog', { name: 'New plan' }));
    await userEvent.type(form.getByLabelText('Name'), 'Pro');
    await userEvent.type(form.getByLabelText('Price (USD)'), '49.999');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(form.getByText('Cents only: at most two decimals.')).toBeVisible();
  },
};

/** The bodies of the plan updates the editor sent (recorded, then answered by the handlers). */
const savedPlans: { id: string; body: UpdatePlanRequest }[] = [];
// A resolver that returns nothing hands the request on to the next handler.
const recordSaves = http.patch(api('/plans/:id'), async ({ request, params }) => {
  savedPlans.push({
    id: String(params.id),
    body: (await request.clone().json()) as UpdatePlanRequest,
  });
});
const clearSaves = () => {
  savedPlans.length = 0;
};

/** Opens the editor of the first plan named `name` (the monthly one) and returns the dialog. */
async function openEditor(canvasElement: HTMLElement, name: string, title = `Edit ${name}`) {
  const [edit] = await within(canvasElement).findAllByRole('button', { name: title });
  await userEvent.click(edit!);
  const dialog = await screen.findByRole('dialog', { name: title });
  // Past the first frame of its entrance.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * The features come from the catalogue: one checkbox each, with the plan's checked. One checked
 * goes at the end of the plan's list, one unchecked leaves it; the save sends their keys. A
 * feature whose Connect platform is off says when plans list it.
 */
export const EditFeatures: Story = {
  parameters: { screen: adminScreen(path, recordSaves) },
  beforeEach: clearSaves,
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement, 'Starter');
    const features = form.getByRole('group', { name: 'Features' });
    const feature = (name: string) => within(features).findByRole('checkbox', { name });
    await expect(await feature('Full trade history and statistics')).toBeChecked();
    await expect(await feature('An e-mail for every trade, or a digest')).toBeChecked();
    await expect(await feature('Every trade sent to your own webhook')).not.toBeChecked();
    await expect(await feature('The members’ Telegram channel')).toHaveAccessibleDescription(
      'Listed once Telegram is on in Connect.',
    );
    await expect(
      await feature('The members’ role on our Discord server'),
    ).toHaveAccessibleDescription('Listed once Discord is on in Connect.');
    await expect(within(features).getAllByRole('checkbox')).toHaveLength(9);
    // No former lines: no notice.
    await expect(form.queryByText('Former lines')).toBeNull();

    await userEvent.click(await feature('Every trade sent to your own webhook'));
    await userEvent.click(await feature('An e-mail for every trade, or a digest'));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Starter was saved.')).toBeInTheDocument();
    await expect(savedPlans).toHaveLength(1);
    await expect(savedPlans[0]).toEqual({
      id: 'plan_starter_month',
      body: expect.objectContaining({
        featureKeys: ['trade-history', 'phone-alerts', 'webhook'],
        retiredFeatures: [],
      }),
    });
    await expect(savedPlans[0]!.body).not.toHaveProperty('features');
  },
};

/**
 * A plan with lines it listed before features came from the catalogue that name no feature:
 * a notice lists them; removing them (undone with the same button) is sent with the save.
 */
export const RetiredLines: Story = {
  parameters: { screen: adminScreen(path, recordSaves) },
  beforeEach: clearSaves,
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement, 'Legacy');
    const notice = within(form.getByText('Former lines').closest('[role="status"]') as HTMLElement);
    await expect(
      notice.getByText(/^Lines this plan listed before that name no feature Finfree has\./),
    ).toBeVisible();
    await expect(notice.getByText('Weekly market notes')).toBeVisible();
    await expect(notice.getByText('Community access')).toBeVisible();

    await userEvent.click(notice.getByRole('button', { name: 'Remove these lines' }));
    await expect(notice.getByText('The former lines will be removed when you save.')).toBeVisible();
    await expect(notice.queryByText('Weekly market notes')).toBeNull();
    // The same button keeps them after all, and removes them again.
    const keep = notice.getByRole('button', { name: 'Keep these lines' });
    await expect(keep).toHaveFocus();
    await userEvent.click(keep);
    await expect(notice.getByText('Weekly market notes')).toBeVisible();
    await userEvent.click(notice.getByRole('button', { name: 'Remove these lines' }));

    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Legacy was saved.')).toBeInTheDocument();
    await expect(savedPlans).toEqual([
      {
        id: 'plan_legacy',
        body: expect.objectContaining({
          featureKeys: ['trade-history', 'email-alerts', 'phone-alerts'],
          retiredFeatures: [],
        }),
      },
    ]);
  },
};

/** While the catalogue loads, the fieldset says so; the rest of the form can be filled. */
export const FeaturesLoading: Story = {
  parameters: { screen: adminScreen(path, loading('get', '/plans/features')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    const features = form.getByRole('group', { name: 'Features' });
    await expect(within(features).getByText('Loading features…')).toBeVisible();
    await expect(features).toHaveAttribute('aria-busy', 'true');
    await expect(form.getByLabelText('Name')).toBeEnabled();
  },
};

/** The catalogue is down until the story brings it back; how often it was asked. */
let catalogueDown = true;
let catalogueReads = 0;
const catalogueUntilRetry = http.get(api('/plans/features'), () => {
  catalogueReads += 1;
  return catalogueDown ? apiError(500, 'Internal server error') : undefined;
});

/**
 * The catalogue failed to load: said in the fieldset with a retry; the rest of the form stays
 * usable (a save keeps the plan's features). The retry shows the features.
 */
export const FeaturesError: Story = {
  parameters: { screen: adminScreen(path, catalogueUntilRetry, recordSaves) },
  beforeEach: () => {
    catalogueDown = true;
    catalogueReads = 0;
    clearSaves();
  },
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement, 'Starter');
    const features = form.getByRole('group', { name: 'Features' });
    const problem = await within(features).findByRole('alert');
    await expect(problem).toHaveTextContent('The features could not be loaded.');
    await expect(within(features).queryByRole('checkbox')).toBeNull();

    // The rest of the form works: the plan keeps its features.
    const name = form.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Starter plus');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Starter plus was saved.')).toBeInTheDocument();
    await expect(savedPlans[0]?.body).toMatchObject({
      name: 'Starter plus',
      featureKeys: ['trade-history', 'email-alerts', 'phone-alerts'],
    });

    // Opened again, the editor asks again (and fails); its retry asks once more, and succeeds.
    const reads = catalogueReads;
    const again = await openEditor(canvasElement, 'Starter');
    const group = again.getByRole('group', { name: 'Features' });
    await waitFor(() => expect(catalogueReads).toBe(reads + 1));
    const retry = await within(group).findByRole('button', { name: 'Try again' });
    catalogueDown = false;
    await userEvent.click(retry);
    await waitFor(() => expect(within(group).getAllByRole('checkbox')).toHaveLength(9));
    await expect(
      within(group).getByRole('checkbox', { name: 'Full trade history and statistics' }),
    ).toBeChecked();
  },
};

/** The editor in French: the features' labels as the API gives them in French. */
export const FeaturesFrench: Story = {
  parameters: { screen: { ...admin, language: 'fr' } },
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement, 'Starter', 'Modifier Starter');
    const features = form.getByRole('group', { name: 'Avantages' });
    await expect(
      await within(features).findByRole('checkbox', {
        name: 'Historique complet des trades et statistiques',
      }),
    ).toBeChecked();
    await expect(
      within(features).getByRole('checkbox', { name: 'Le canal Telegram des membres' }),
    ).toHaveAccessibleDescription('Affiché dès que Telegram est activé dans Connect.');
  },
};

/** The editor in Arabic, right to left. */
export const FeaturesArabic: Story = {
  parameters: { screen: { ...admin, language: 'ar' } },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const form = await openEditor(canvasElement, 'Starter', 'تعديل Starter');
    const features = form.getByRole('group', { name: 'المزايا' });
    await expect(
      await within(features).findByRole('checkbox', { name: 'السجل الكامل للصفقات والإحصاءات' }),
    ).toBeChecked();
    await expect(
      within(features).getByRole('checkbox', { name: 'قناة تيليجرام الخاصة بالأعضاء' }),
    ).toHaveAccessibleDescription('تُعرض بمجرد تفعيل تيليجرام في صفحة الربط.');
    // The owner's English description reads left to right inside the Arabic form.
    await expect(form.getByLabelText('الوصف')).toHaveAttribute('dir', 'auto');
  },
};

export const Error: Story = {
  parameters: { screen: adminScreen(path, failing('get', '/plans')) },
};

export const Arabic: Story = {
  parameters: { screen: { ...admin, language: 'ar' } },
  globals: { direction: 'rtl' },
};
