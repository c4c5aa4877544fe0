// The posts module's public surface: the plugin, its table, and what the demo data is written with.
export { postsPlugin, type PostsPluginOptions } from './posts.plugin';
export { posts, type PostRow } from './posts.tables';
export { excerptOf, type PostDocument } from './posts.document';
export { DEMO_POSTS, type DemoPost } from './posts.demo';
