import type { Messages } from '../messages';

export const listing: Messages['listing'] = {};
