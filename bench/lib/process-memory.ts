import { readdirSync, readFileSync } from 'node:fs';

/** RSS in MB of a process and its descendants (Linux /proc); 0 when the process is gone. */
export function treeRssMb(pid: number): number {
  const children = (p: number): number[] => {
    try {
      return readdirSync(`/proc/${p}/task`).flatMap((task) =>
        readFileSync(`/proc/${p}/task/${task}/children`, 'utf8')
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number),
      );
    } catch {
      return [];
    }
  };
  const rss = (p: number) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]!));
  return all.reduce((sum, p) => sum + rss(p), 0);
}
