/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN (bearer): request
 * counts and latencies by route, each job queue's depth and the oldest waiting job's age, the
 * outbox's mail by status, and Node's own process figures. prom-client is loaded only when the
 * token is set, so a site without metrics carries none of it.
 *
 * Routes are labelled by their shape, never the raw path: segments with digits become ":id", a
 * path is cut to three segments and anything answered 404 is "unmatched", so a scan of random
 * URLs cannot grow the label set without bound. Pages answered from the page cache before
 * Express runs are not counted.
 */
import type { NextFunction, Request, Response } from "express";

export interface Metrics {
  observe: (req: Request, res: Response, next: NextFunction) => void;
  render: () => Promise<{ contentType: string; body: string }>;
}

/** A low-cardinality label for a request's path (see the module comment). */
export function routeLabel(path: string, status: number): string {
  if (status === 404) return "unmatched";
  if (path.startsWith("/assets/")) return "/assets";
  const segments = path
    .split("?")[0]
    .split("/")
    .filter(Boolean)
    .slice(0, 3)
    .map((segment) => (/\d/.test(segment) || segment.length > 40 ? ":id" : segment));
  return `/${segments.join("/")}`;
}

export async function createMetrics(): Promise<Metrics> {
  // Loaded here, not at import: the HTTP pipeline imports this module whether or not metrics are on.
  const [client, { mailCountsByStatus, queueStatus }] = await Promise.all([
    import("prom-client"),
    import("~/models/system.server"),
  ]);
  const registers = [new client.Registry()];
  const [register] = registers;
  client.collectDefaultMetrics({ register });

  const requests = new client.Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route shape and status",
    labelNames: ["method", "route", "status"],
    registers,
  });
  const latency = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route shape",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  new client.Gauge({
    name: "job_queue_jobs",
    help: "Jobs in each queue by state (waiting, active, failed)",
    labelNames: ["queue", "state"],
    registers,
    async collect() {
      this.reset();
      for (const queue of await queueStatus()) {
        this.set({ queue: queue.name, state: "waiting" }, queue.waiting);
        this.set({ queue: queue.name, state: "active" }, queue.active);
        this.set({ queue: queue.name, state: "failed" }, queue.failed);
      }
    },
  });
  new client.Gauge({
    name: "job_queue_oldest_waiting_seconds",
    help: "Age of each queue's oldest waiting job (0 when none waits)",
    labelNames: ["queue"],
    registers,
    async collect() {
      this.reset();
      for (const queue of await queueStatus())
        this.set({ queue: queue.name }, queue.oldestWaitingSeconds ?? 0);
    },
  });
  new client.Gauge({
    name: "mail_messages",
    help: "Mail in the outbox by status (queued, sent, failed, cancelled)",
    labelNames: ["status"],
    registers,
    async collect() {
      this.reset();
      const counts = await mailCountsByStatus();
      for (const status of ["queued", "sent", "failed", "cancelled"])
        this.set({ status }, counts[status] ?? 0);
    },
  });

  return {
    observe(req, res, next) {
      const started = performance.now();
      res.on("finish", () => {
        const route = routeLabel(req.path, res.statusCode);
        requests.inc({ method: req.method, route, status: String(res.statusCode) });
        latency.observe({ method: req.method, route }, (performance.now() - started) / 1000);
      });
      next();
    },
    async render() {
      return { contentType: register.contentType, body: await register.metrics() };
    },
  };
}
