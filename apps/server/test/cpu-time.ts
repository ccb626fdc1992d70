/**
 * The CPU time (user and system, in ms) this test process spends while `work` runs, with its
 * result. The worst-case input tests budget CPU time, not wall-clock time: on a loaded machine a
 * test waits longer for a core, but a linear parser does not do more work. (Test files run in
 * processes of their own, so only this file's work is counted.)
 */
export async function cpuTimeOf<T>(work: () => T | Promise<T>): Promise<{ result: T; ms: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(before);
  return { result, ms: (used.user + used.system) / 1000 };
}
