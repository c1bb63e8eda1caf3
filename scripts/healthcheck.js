// The Docker HEALTHCHECK: asks the server's /healthz where the server listens (HOST and PORT, the
// same variables the server reads), so a container started with another PORT or HOST is still
// probed correctly. No curl in the slim image: Node's fetch. 503 (database down) or no answer in
// 4 s: exit 1 (unhealthy).
import { pathToFileURL } from "node:url";

/** The /healthz address for the server's HOST and PORT; a wildcard address is probed on loopback. */
export function healthUrl(env = process.env) {
  const host = env.HOST?.trim() || "0.0.0.0";
  const port = env.PORT?.trim() || "3000";
  // 0.0.0.0 and :: listen on every interface, loopback included (Node's :: also takes IPv4).
  const probe = ["0.0.0.0", "::", "[::]"].includes(host) ? "127.0.0.1" : host;
  const bracketed = probe.includes(":") && !probe.startsWith("[") ? `[${probe}]` : probe;
  return `http://${bracketed}:${port}/healthz`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  fetch(healthUrl(), { signal: AbortSignal.timeout(4000) }).then(
    (res) => process.exit(res.ok ? 0 : 1),
    () => process.exit(1),
  );
}
