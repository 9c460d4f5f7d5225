// The English catalogue: every interface text of the job seeker's side, one module per area.
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

export const en = { common, home, listing, listings, landings, job, post, alerts, pages, trust, employer, postingChanges, companies };

/** The shape of a catalogue: the English one's. The Arabic one is typed by it. */
export type Messages = typeof en;
