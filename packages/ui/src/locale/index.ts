export { createUiText, defaultUiMessages, defaultUiText, mergeUiMessages } from './uiText';
export type { UiMessages, UiText, UiTextOverrides } from './uiText';
export { UiTextProvider, useUiText } from './UiTextProvider';
export type { UiTextProviderProps } from './UiTextProvider';
