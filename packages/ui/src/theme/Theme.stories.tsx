import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, type CSSProperties } from 'react';
import styled from 'styled-components';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useSettings } from '../settings/useSettings';
import { cssVar } from './cssVars';
import { glass } from './mixins';
import { colorNames } from './palette';
import { presetNames } from './presets';

const Panel = styled.section`
  display: grid;
  gap: 16px;
  padding: 24px;
  border: 1px solid ${cssVar('divider')};
  border-radius: ${cssVar('shape-radius')};
  background: ${cssVar('background-paper')};
  color: ${cssVar('text-primary')};
  box-shadow: ${cssVar('shadow-card')};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
const Chip = styled.button`
  padding-block: 6px;
  padding-inline: 12px;
  border: 1px solid ${cssVar('divider')};
  border-radius: ${cssVar('shape-radius')};
  background: ${cssVar('background-neutral')};
  color: ${cssVar('text-primary')};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${cssVar('palette-primary-main')};
    color: ${cssVar('palette-primary-contrast-text')};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
`;
const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 96px;
  padding: 8px;
  border-radius: ${cssVar('shape-radius')};
  font-size: 0.8125rem;
  font-weight: 700;
  &[data-tone='main'] {
    background: var(--swatch-main);
    color: var(--swatch-contrast);
  }
  &[data-tone='text'] {
    color: var(--swatch-text);
    border: 1px solid currentColor;
  }
  :root[data-mode='light'] &[data-tone='text'] {
    --swatch-text: var(--swatch-dark);
  }
  :root[data-mode='dark'] &[data-tone='text'],
  :root:not([data-mode]) &[data-tone='text'] {
    --swatch-text: var(--swatch-light);
  }
`;
const Glass = styled.div`
  ${glass};
  padding: 16px;
  border-radius: ${cssVar('shape-radius')};
  color: ${cssVar('text-primary')};
`;
const Secondary = styled.p`
  margin: 0;
  color: ${cssVar('text-secondary')};
`;

/** A pressed-state chip per option; pressing one selects it. */
function ChoiceChips<V extends string>(props: {
  options: readonly V[];
  selected: V;
  onSelect: (value: V) => void;
  label?: (value: V) => string;
}) {
  const { options, selected, onSelect, label = (value) => value } = props;
  return options.map((value) => (
    <Chip key={value} aria-pressed={selected === value} onClick={() => onSelect(value)}>
      {label(value)}
    </Chip>
  ));
}

/** The variables a swatch of each tone reads, for one palette colour. */
const swatchVars = {
  main: (c: string) =>
    ({
      '--swatch-main': cssVar(`palette-${c}-main`),
      '--swatch-contrast': cssVar(`palette-${c}-contrast-text`),
    }) as CSSProperties,
  text: (c: string) =>
    ({
      '--swatch-light': cssVar(`palette-${c}-light`),
      '--swatch-dark': cssVar(`palette-${c}-dark`),
    }) as CSSProperties,
};

/** A playground that switches the settings and shows the palette; used by the tests below. */
function ThemePlayground({ onMount }: { onMount?: () => void }) {
  const settings = useSettings();
  const mounted = useRef(onMount);
  useEffect(() => {
    mounted.current?.();
  }, []);
  return (
    <Panel data-testid="panel" aria-label="Theme playground">
      <Row role="group" aria-label="Mode">
        <ChoiceChips
          options={['light', 'dark'] as const}
          selected={settings.themeMode}
          onSelect={settings.setMode}
        />
        <ChoiceChips
          options={['default', 'bold'] as const}
          selected={settings.themeContrast}
          onSelect={settings.setContrast}
          label={(c) => `contrast ${c}`}
        />
        <ChoiceChips
          options={['ltr', 'rtl'] as const}
          selected={settings.themeDirection}
          onSelect={settings.setDirection}
        />
      </Row>
      <Row role="group" aria-label="Preset">
        <ChoiceChips
          options={presetNames}
          selected={settings.themeColorPresets}
          onSelect={settings.setColorPreset}
        />
      </Row>
      <Row>
        {colorNames.map((c) => (
          <Swatch key={c} data-tone="main" style={swatchVars.main(c)}>
            {c}
          </Swatch>
        ))}
      </Row>
      <Row>
        {colorNames.map((c) => (
          <Swatch key={c} data-tone="text" style={swatchVars.text(c)}>
            {c} text
          </Swatch>
        ))}
      </Row>
      <Glass>Glass background (blur 20, opacity 0.9)</Glass>
      <Secondary>Secondary text on paper.</Secondary>
    </Panel>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemePlayground,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const styledRuleCount = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].reduce(
    (n, s) => n + (s.sheet?.cssRules.length ?? 0),
    0,
  );

let mounts = 0;

/**
 * Switching mode, preset, contrast and direction only changes `<html>` attributes: the page
 * colours follow, no styled-components rule or class is added, nothing re-mounts.
 */
export const SwitchingChangesAttributesOnly: Story = {
  args: {
    onMount: () => {
      mounts += 1;
    },
  },
  play: async ({ canvas }) => {
    const html = document.documentElement;
    const panel = canvas.getByTestId('panel');
    await waitFor(() => expect(mounts).toBeGreaterThan(0));
    const mountsBefore = mounts;
    const classBefore = panel.className;
    const rulesBefore = styledRuleCount();

    await userEvent.click(canvas.getByRole('button', { name: 'dark' }));
    await waitFor(() =>
      expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(20, 26, 33)'),
    );
    await expect(getComputedStyle(panel).backgroundColor).toBe('rgb(28, 37, 46)');

    await userEvent.click(canvas.getByRole('button', { name: 'light' }));
    await expect(html).toHaveAttribute('data-mode', 'light');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(document.body).color).toBe('rgb(28, 37, 46)');

    await userEvent.click(canvas.getByRole('button', { name: 'contrast bold' }));
    await expect(html).toHaveAttribute('data-contrast', 'bold');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(244, 246, 248)');

    await userEvent.click(canvas.getByRole('button', { name: 'cyan' }));
    await expect(html).toHaveAttribute('data-preset', 'cyan');
    await expect(getComputedStyle(html).getPropertyValue('--ff-palette-primary-main').trim()).toBe(
      '#078DEE',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'rtl' }));
    await expect(html).toHaveAttribute('dir', 'rtl');

    await expect(panel.className).toBe(classBefore);
    await expect(canvas.getByTestId('panel')).toBe(panel);
    await expect(styledRuleCount()).toBe(rulesBefore);
    await expect(mounts).toBe(mountsBefore);

    // Back to the toolbar defaults so the page state does not leak.
    await userEvent.click(canvas.getByRole('button', { name: 'ltr' }));
    await userEvent.click(canvas.getByRole('button', { name: 'contrast default' }));
    await userEvent.click(canvas.getByRole('button', { name: 'purple' }));
    await userEvent.click(canvas.getByRole('button', { name: 'dark' }));
  },
};
