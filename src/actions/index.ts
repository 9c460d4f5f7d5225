import { admin } from './admin';
import { auth } from './auth';
import { forms } from './forms';
import { subscriptions } from './subscriptions';

/** Every write the site accepts, called as `actions.forms.contact`, `actions.admin.moderateJob`, `actions.subscriptions.pauseAlert`… */
export const server = { forms, admin, auth, subscriptions };
