// The users module's public surface: the plugin, and the user shape other modules answer with.
export { createUserViews, usersPlugin, type UsersPluginOptions } from './users.plugin';
export { toUserDto, type UserDto, userSchema, userSubscriptionSchema } from './users.schemas';
