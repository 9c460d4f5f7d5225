import type { Messages } from '../messages';

export const home: Messages['home'] = {};
