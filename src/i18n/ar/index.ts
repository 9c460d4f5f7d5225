// The Arabic catalogue: the same keys as the English one (src/i18n/en/index.ts types it, so a
// missing or extra key fails `npm run check`).
import type { Messages } from '../en';
import { alerts } from './alerts';
import { common } from './common';
import { companies } from './companies';
import { employer } from './employer';
import { home } from './home';
import { job } from './job';
import { landings } from './landings';
import { listing } from './listing';
import { listings } from './listings';
import { pages } from './pages';
import { post } from './post';
import { postingChanges } from './posting-changes';
import { trust } from './trust';

export const ar: Messages = {
  common,
  home,
  listing,
  listings,
  landings,
  job,
  post,
  alerts,
  pages,
  trust,
  employer,
  postingChanges,
  companies,
};
