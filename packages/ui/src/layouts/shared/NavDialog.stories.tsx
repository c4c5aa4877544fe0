import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { NavSectionVertical } from '../../components/NavSection';
import { CurrentPath, MemoryLink, MemoryRouter } from '../../components/NavSection/storyRouter';
import { NavDialog } from './NavDialog';
import { useNavDialog } from './useNavDialog';
import { publicNav } from './storyFixtures';

/** The drawer wired as the layouts wire it: its own button, a route, a main region. */
function DrawerPage({ path }: { path: string }) {
  const drawer = useNavDialog(path);
  const main = useRef<HTMLElement>(null);
  return (
    <>
      <header style={{ padding: 16 }}>
        <Button {...drawer.opener}>Open menu</Button>
      </header>
      <NavDialog control={drawer} title="Navigation" navigationFocusRef={main}>
        <NavSectionVertical
          data={[{ items: publicNav }]}
          currentPath={path}
          LinkComponent={MemoryLink}
        />
      </NavDialog>
      <main ref={main} style={{ padding: 16 }}>
        <h1 style={{ margin: 0, fontSize: 20 }}>Page</h1>
        <CurrentPath />
        <Button variant="soft">After the drawer</Button>
      </main>
    </>
  );
}

/** The 260 px navigation drawer of the layouts on small screens. */
function DrawerDemo() {
  return (
    <MemoryRouter initialPath="/pricing">{({ path }) => <DrawerPage path={path} />}</MemoryRouter>
  );
}

const meta = {
  title: 'Layouts/Shared/NavDialog',
  component: DrawerDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const opener = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Open menu' });

/** Opens the drawer from the keyboard, as a keyboard user does. */
async function openByKeyboard(canvasElement: HTMLElement) {
  opener(canvasElement).focus();
  await userEvent.keyboard('{Enter}');
  const drawer = await body(canvasElement).findByRole('dialog', { name: 'Navigation' });
  // Focus moves into the drawer (its first control, the close button).
  await waitFor(() =>
    expect(within(drawer).getByRole('button', { name: 'Close navigation' })).toHaveFocus(),
  );
  return drawer;
}

export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(opener(canvasElement));
    const drawer = await page.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(drawer.getBoundingClientRect().width).toBe(260));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Escape closes the drawer and gives focus back to the button that opened it. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener(canvasElement)).toHaveFocus());
    await expect(opener(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The close button closes it and gives focus back to the button that opened it. */
export const CloseButtonReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openByKeyboard(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener(canvasElement)).toHaveFocus());
  },
};

/** A click on the dimmed page beside it (the dialog's backdrop) closes it; focus goes back to the opener. */
export const BackdropReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openByKeyboard(canvasElement);
    // A press on the backdrop reaches the dialog element itself.
    await userEvent.pointer({ keys: '[MouseLeft]', target: drawer, coords: { x: 380, y: 300 } });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener(canvasElement)).toHaveFocus());
  },
};

/**
 * The open drawer is modal: the browser makes the rest of the page inert, so Tab and Shift+Tab
 * stay inside it (real key presses: the e2e suite presses them).
 */
export const Modal: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openByKeyboard(canvasElement);
    await expect(drawer.matches(':modal')).toBe(true);
    await expect(getComputedStyle(canvasElement.ownerDocument.documentElement).overflow).toBe(
      'hidden',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Following a link closes the drawer and moves focus to the page's main region (the new
 * page), not back to the menu button: the APG's "more logical work flow" exception.
 */
export const FollowingALinkFocusesMain: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openByKeyboard(canvasElement);
    within(drawer).getByRole('link', { name: 'Contact us' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByTestId('current-path')).toHaveTextContent(
      '/contact-us',
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('main')).toHaveFocus());
    // The next Tab continues in the new page, not in the header.
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'After the drawer' }),
    ).toHaveFocus();
  },
};

/** The link of the page already shown closes the drawer as well (nothing else would). */
export const CurrentPageLinkCloses: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openByKeyboard(canvasElement);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('main')).toHaveFocus());
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const drawer = await openByKeyboard(canvasElement);
    // start is the right edge in rtl.
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
  },
};
