'use strict';
/** CPU time of the processes of a benchmark, read from /proc (Linux; null elsewhere). */
const fs = require('node:fs');

/** Every process of this machine: pid → { ppid, comm, cpuMs (user + system) } from /proc (Linux); null elsewhere. */
function processTable() {
  try {
    const table = new Map();
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const close = stat.lastIndexOf(') ');
        const fields = stat.slice(close + 2).split(' ');
        // fields[1] = ppid, [11] utime, [12] stime in clock ticks (USER_HZ 100)
        table.set(Number(pid), {
          ppid: Number(fields[1]),
          comm: stat.slice(stat.indexOf('(') + 1, close),
          cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / 100,
        });
      } catch {
        // the process ended meanwhile
      }
    }
    return table;
  } catch {
    return null;
  }
}

/** CPU time (ms) a process and its descendants have used so far. */
function treeCpuMs(table, root) {
  if (!table || !table.has(root)) return null;
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    total += table.get(pid).cpuMs;
    for (const [child, p] of table) if (p.ppid === pid) stack.push(child);
  }
  return total;
}

/** CPU time (ms) used so far by every process of this machine with this command name (e.g. 'postgres'). */
function commandCpuMs(table, comm) {
  if (!table) return null;
  let total = 0;
  for (const p of table.values()) if (p.comm === comm) total += p.cpuMs;
  return total;
}

module.exports = { processTable, treeCpuMs, commandCpuMs };
