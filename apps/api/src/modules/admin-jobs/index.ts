// The admin jobs module's public surface.
export { adminJobsPlugin, type AdminJobsPluginOptions } from './admin-jobs.plugin';
