import { isDatabaseUnavailable } from '~/server/db/unavailable';
import { serviceUnavailable } from './responses';

/**
 * Runs `next` (the rest of an on-demand request); when it throws because the database is down or
 * dropped the connection, answers 503 with a clear page or JSON instead of a 500. Other errors go on.
 */
export async function answerDatabaseDown(request: Request, next: () => Promise<Response>): Promise<Response> {
  try {
    return await next();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(
      `database unavailable: ${request.method} ${new URL(request.url).pathname}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return serviceUnavailable(request);
  }
}
