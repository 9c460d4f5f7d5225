import { z } from '~/lib/zod';

/** What a JSON endpoint answers when it refuses a request (400) or cannot serve it (503): one sentence for the reader. */
export const apiRefusalSchema = z.object({ error: z.string() });
export type ApiRefusal = z.infer<typeof apiRefusalSchema>;

/** The sentence of a refusal answer; undefined for any other body. */
export const refusalSentence = (body: unknown): string | undefined => apiRefusalSchema.safeParse(body).data?.error;
