/** The e-mail domain of the demo community's generated members (demo mode only). */
export const COMMUNITY_DOMAIN = 'members.finfree.app';
