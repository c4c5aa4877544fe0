// The public module's public surface.
export { publicPlugin, type PublicPluginOptions } from './public.plugin';
export { membersLabel } from './public.service';
