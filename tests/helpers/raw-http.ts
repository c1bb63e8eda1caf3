/**
 * The whole HTTP pipeline (app/server/http.ts) over the in-process route build, listening on a
 * loopback port, and a raw client that can send what fetch refuses (TRACE, any Host header,
 * bodies that contradict their Content-Type).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { createApp } from "~/server/http";
import { inProcessBuild } from "./server-build";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export async function startInProcessServer() {
  const { build, handleRequest } = await inProcessBuild();
  const app = express();
  app.disable("x-powered-by");
  app.use(createApp({ handleRequest, ping: async () => {}, dev: false }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: false });

  /** Sends one request; rejects when no complete answer arrives within timeoutMs ("hangs"). */
  function send(req: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { host: `127.0.0.1:${port}`, ...req.headers };
      if (req.body !== undefined) headers["content-length"] ??= String(Buffer.byteLength(req.body));
      const r = http.request(
        { host: "127.0.0.1", port, method: req.method, path: req.path, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          res.on("error", reject);
        },
      );
      r.setTimeout(timeoutMs, () => {
        r.destroy(new Error(`no answer within ${timeoutMs} ms: ${req.method} ${req.path}`));
      });
      r.on("error", reject);
      r.end(req.body);
    });
  }

  return {
    port,
    send,
    /** Whether the route module has an action (takes posts). */
    hasAction: (routeId: string) => typeof build.routes[routeId]?.module.action === "function",
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
