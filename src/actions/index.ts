import { admin } from './admin';
import { auth } from './auth';
import { forms } from './forms';

/** Every write the site accepts, called as `actions.forms.contact`, `actions.admin.moderateJob`… */
export const server = { forms, admin, auth };
