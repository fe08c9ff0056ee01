import fs from 'node:fs';

/** CPU time of a process's main thread, in ms, where Linux tells it (null elsewhere). */
export function mainThreadCpuMs(pid = process.pid) {
  const file = `/proc/${pid}/task/${pid}/stat`;
  if (!fs.existsSync(file)) return null;
  const stat = fs.readFileSync(file, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  // Linux counts it in ticks of 1/100 s (USER_HZ).
  return (utime! + stime!) * 10;
}
