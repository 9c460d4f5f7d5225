import type { z } from 'zod';
import type { Db } from '~/server/db/client';
import { isFormPost, jsonNoStore, readBody, seeOther } from '~/server/http/responses';
import {
  contactSchema, contactTexts, formPageTitles, jobAlertSchema, newsletterSchema, newsletterTexts,
} from '~/lib/forms';
import { formMessagePage, overLimit } from './guard';
import { confirmSubscription, subscribe, unsubscribe, type SubscriptionKind } from './subscriptions';
import { saveContactMessage } from './contact';
import { fieldErrorsOf } from '~/lib/field-errors';

export interface FormDeps {
  db: Db;
  siteUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  /** The team's address for contact messages. */
  inbox: string;
}


type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

async function parseForm<T extends z.ZodType>(request: Request, schema: T): Promise<Parsed<z.infer<T>>> {
  const body = await readBody(request);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const message = parsed.error.issues[0]?.message ?? 'Please check the form.';
  if (isFormPost(request)) return { ok: false, response: formMessagePage(400, formPageTitles.invalid, message) };
  const fieldErrors = fieldErrorsOf(parsed.error);
  return { ok: false, response: jsonNoStore({ error: message, fieldErrors }, 400) };
}


const succeeded = (request: Request, message: string, formLocation: string) =>
  isFormPost(request) ? seeOther(formLocation) : jsonNoStore({ ok: true, message });

async function subscriptionHandler(
  request: Request,
  deps: FormDeps,
  kind: SubscriptionKind,
  input: { email: string; source: string; category?: string; country?: string; website?: string },
): Promise<Response> {
  // A filled honeypot is a bot: thank it like anyone else and keep nothing.
  if (input.website) return succeeded(request, newsletterTexts.confirmSent, '/newsletter-thank-you');
  try {
    const refusal = await overLimit(request, deps, kind, input.email);
    if (refusal) return refusal;
    await subscribe(deps.db, { email: input.email, kind, source: input.source, category: input.category, country: input.country }, deps);
  } catch (error) {
    console.error(`POST subscription (${kind}) failed:`, error);
    return isFormPost(request) ? formMessagePage(503, formPageTitles.failed, newsletterTexts.failure) : jsonNoStore({ error: newsletterTexts.failure }, 503);
  }
  return succeeded(request, newsletterTexts.confirmSent, '/newsletter-thank-you');
}

/** POST /api/newsletter {email, source, website} */
export async function newsletterHandler(request: Request, deps: FormDeps): Promise<Response> {
  const parsed = await parseForm(request, newsletterSchema);
  if (!parsed.ok) return parsed.response;
  return subscriptionHandler(request, deps, 'newsletter', parsed.value);
}

/** POST /api/job-alerts {email, category?, country?, source, website} */
export async function jobAlertHandler(request: Request, deps: FormDeps): Promise<Response> {
  const parsed = await parseForm(request, jobAlertSchema);
  if (!parsed.ok) return parsed.response;
  return subscriptionHandler(request, deps, 'job_alert', parsed.value);
}

/** POST /api/contact {firstName, lastName, email, subject, message, website} */
export async function contactHandler(request: Request, deps: FormDeps): Promise<Response> {
  const parsed = await parseForm(request, contactSchema);
  if (!parsed.ok) return parsed.response;
  const input = parsed.value;
  if (input.website) return succeeded(request, contactTexts.success, '/?contact=sent#contact');
  try {
    const refusal = await overLimit(request, deps, 'contact', input.email);
    if (refusal) return refusal;
    await saveContactMessage(deps.db, input, { inbox: deps.inbox });
  } catch (error) {
    console.error('POST /api/contact failed:', error);
    return isFormPost(request) ? formMessagePage(503, formPageTitles.failed, contactTexts.failure) : jsonNoStore({ error: contactTexts.failure }, 503);
  }
  return succeeded(request, contactTexts.success, '/?contact=sent#contact');
}

/** GET /api/subscriptions/confirm?token= → the confirmation page with its outcome. */
export async function confirmHandler(request: Request, deps: FormDeps): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    return seeOther(`/subscription-confirmed?status=${await confirmSubscription(deps.db, token)}`);
  } catch (error) {
    console.error('confirm subscription failed:', error);
    return formMessagePage(503, formPageTitles.failed, 'We could not confirm your subscription just now. Please open the link again in a minute.');
  }
}

/** GET (the link) or POST (List-Unsubscribe one-click) /api/subscriptions/unsubscribe?id=&token= */
export async function unsubscribeHandler(request: Request, deps: FormDeps): Promise<Response> {
  const params = new URL(request.url).searchParams;
  try {
    const status = await unsubscribe(deps.db, params.get('id') ?? '', params.get('token') ?? '', deps.secret);
    return request.method === 'POST' ? jsonNoStore({ status }, status === 'unsubscribed' ? 200 : 404) : seeOther(`/unsubscribed?status=${status}`);
  } catch (error) {
    console.error('unsubscribe failed:', error);
    return formMessagePage(503, formPageTitles.failed, 'We could not unsubscribe you just now. Please open the link again in a minute.');
  }
}
