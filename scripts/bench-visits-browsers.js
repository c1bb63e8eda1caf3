// The visitors' browsers of `npm run bench:visits` (BENCH_BEACONS_FROM=browsers): a process of its
// own that sends one beacon per page view, as each visitor's browser does, so that the process
// timing `/` does no beacon work of its own. Forked per round; told {base, rate, seconds, startAt,
// delayMs, headers}: beacon i goes at startAt + i / rate + delayMs (epoch milliseconds; the page
// view i goes at startAt + i / rate, so each beacon follows its page as the page's script sends
// it once the page has arrived). Answers {sent, answered, failures, latencies}.
import http from "node:http";

const now = () => performance.timeOrigin + performance.now();

process.once("message", async ({ base, rate, seconds, startAt, delayMs, headers, sockets }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);
  const total = Math.round(rate * seconds);
  const stats = { sent: 0, answered: 0, failures: 0, latencies: [] };
  let settled = 0;
  const finished = new Promise((resolve) => {
    const send = () => {
      stats.sent += 1;
      const started = performance.now();
      let done = false;
      const finish = (ok) => {
        if (done) return;
        done = true;
        if (ok) {
          stats.answered += 1;
          stats.latencies.push(performance.now() - started);
        } else stats.failures += 1;
        settled += 1;
        if (settled === total) resolve();
      };
      const request = http.get(
        { agent, hostname, port, path: "/api/visit?p=%2F", headers },
        (response) => {
          response.resume();
          response.once("end", () => finish(response.statusCode === 204));
        },
      );
      request.setTimeout(10_000, () => request.destroy(new Error("timeout")));
      request.once("error", () => finish(false));
    };
    let next = 0;
    const tick = () => {
      const at = now();
      while (next < total && startAt + delayMs + (next * 1000) / rate <= at) {
        send();
        next += 1;
      }
      if (next < total)
        setTimeout(tick, Math.max(0, startAt + delayMs + (next * 1000) / rate - now()));
    };
    setTimeout(tick, Math.max(0, startAt + delayMs - now()));
  });
  await finished;
  agent.destroy();
  process.send(stats, () => process.exit(0));
});
