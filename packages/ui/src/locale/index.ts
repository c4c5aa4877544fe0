export { defaultUiText, mergeUiText } from './uiText';
export type { UiText, UiTextOverrides } from './uiText';
export { UiTextProvider, useUiText } from './UiTextProvider';
export type { UiTextProviderProps } from './UiTextProvider';
