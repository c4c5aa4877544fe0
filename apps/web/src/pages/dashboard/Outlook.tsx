import { OutlookPage } from '../../features/outlook/OutlookPage';

export const Component = OutlookPage;
