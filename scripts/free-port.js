// A free port on the loopback address: asked of the system and released at once, for a server
// a script or a test is about to start. The one copy the bench scripts and tests share.
import net from "node:net";

/** @param {string} [host] @returns {Promise<number>} */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}
