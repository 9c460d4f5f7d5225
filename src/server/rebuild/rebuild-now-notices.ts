/** What the admin pages say after Rebuild now, by the ?rebuild= code a plain form comes back with. */
export const rebuildNowNotices = {
  queued: { ok: true, title: 'Rebuild queued', text: 'The site is rebuilt within a minute or two; this page shows if it fails again.' },
  failed: { ok: false, title: 'Error', text: 'The rebuild could not be queued. Please try again.' },
} as const;
export type RebuildNowCode = keyof typeof rebuildNowNotices;
