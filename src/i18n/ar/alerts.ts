import type { Messages } from '../messages';

export const alerts: Messages['alerts'] = {};
