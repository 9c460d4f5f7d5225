import type { Messages } from '../messages';

export const job: Messages['job'] = {};
