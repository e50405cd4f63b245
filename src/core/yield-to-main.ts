interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** Gives the browser a turn between block mounts so a page of many blocks never builds one long task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
