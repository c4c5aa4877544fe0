import { PostPage } from '../../features/outlook/PostPage';

export const Component = PostPage;
