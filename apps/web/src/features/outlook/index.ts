export { OutlookPage } from './OutlookPage';
export { PostPage } from './PostPage';
export { PostBody } from './PostBody';
