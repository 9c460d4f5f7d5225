// The build hook's trigger_title names the requests a deploy settles; Netlify's deploy
// notification carries it back as the deploy's `title`.

/** The deploy message for a batch, e.g. "Rebuild requests 12, 13 [batch 1a2b3c4d5e6f]". */
export const deployTitle = (ids: readonly string[], batch: string): string => `Rebuild requests ${ids.join(', ')} [batch ${batch}]`;

/** The batch token in a deploy's title, or undefined for a deploy the queue did not start. */
export const batchOfDeployTitle = (title: string | null | undefined): string | undefined => title?.match(/\[batch ([0-9a-f]{12})\]/)?.[1];
