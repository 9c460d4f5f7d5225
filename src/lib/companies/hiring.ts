// The companies page's list: employers with open, reviewed jobs, most openings first, then by name.

export function companiesHiring(jobs: readonly { companyName: string }[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const job of jobs) counts.set(job.companyName, (counts.get(job.companyName) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
