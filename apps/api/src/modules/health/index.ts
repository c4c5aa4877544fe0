// The health module's public surface.
export { healthPlugin, type HealthPluginOptions } from './health.plugin';
