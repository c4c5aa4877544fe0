// The auth module's public surface: the plugin, the guards every module's routes rely on, the
// token service, and the password rules the account page applies.
export { authPlugin, type AuthPluginOptions, createPasswordService } from './auth.plugin';
export type { Referrals, UserView, UserViews } from './auth.service';
export {
  type AuthLevel,
  bearerToken,
  countAttempt,
  type GuardOptions,
  registerGuards,
  requirePrincipal,
  tooMany,
} from './guard';
export { assertPassword, type PasswordService, passwordField } from './passwords';
export { type AuthTokens, type Principal, TokenService } from './tokens';
