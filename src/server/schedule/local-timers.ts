import { repeatEvery } from './repeat';
import { scheduledTasks, type LocalHost, type ScheduledTask } from './tasks';

/** Runs one task of the schedule every `intervalMs` (its local interval unless given) in this process; returns a stop function. */
export function startLocalTimer<Needs extends keyof LocalHost>(
  task: ScheduledTask<Needs>,
  host: Pick<LocalHost, Needs>,
  intervalMs: number = task.localIntervalMs,
): () => void {
  return repeatEvery(intervalMs, task.failure, () => task.local(host), { immediately: task.runsAtStart });
}

/** What npm start runs in place of the Netlify scheduled functions: every task of the schedule. */
export function startLocalTimers(host: LocalHost, tasks: readonly ScheduledTask[] = scheduledTasks): () => void {
  const stops = tasks.map((task) => startLocalTimer(task, host));
  return () => {
    for (const stop of stops) stop();
  };
}
