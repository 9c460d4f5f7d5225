const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID as PostgreSQL's uuid type reads it (hyphenated form): any other id is unknown, never a database error. */
export const isUuid = (value: string | null | undefined): value is string => typeof value === 'string' && uuidPattern.test(value);
