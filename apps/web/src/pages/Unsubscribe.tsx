import { UnsubscribePage } from '../features/notifications';

export const Component = UnsubscribePage;
