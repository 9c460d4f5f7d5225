import type { Messages } from '../messages';

export const post: Messages['post'] = {};
