// Vote → tally latency from what the bench's processes saw: every vote's send time, and each
// observer socket's tally frames (when it heard one, and the total in it). The n-th vote sent
// is taken as counted by the first tally an observer hears whose total reaches n, so each
// observer gives one latency per vote; all observers' are pooled.

/**
 * `sent`: send times of every vote (any order). `observers`: per observer socket, its tally
 * frames as { t, total } in the order heard. Returns the pooled latencies, sorted, and how many
 * votes the fullest tally counted.
 */
export function voteToTally(sent, observers) {
  const order = [...sent].sort((a, b) => a - b);
  const latencies = [];
  let counted = 0;
  for (const tallies of observers) {
    let n = 0;
    for (const { t, total } of tallies) {
      counted = Math.max(counted, total);
      while (n < total && n < order.length) latencies.push(t - order[n++]);
    }
  }
  return { latencies: latencies.sort((a, b) => a - b), counted };
}
