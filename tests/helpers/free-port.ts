import { freePortOn } from '~/server/db/free-port';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export const freePort = (): Promise<number> => freePortOn('127.0.0.1');
