import type { Messages } from '../messages';

export const pages: Messages['pages'] = {};
