import { spawnSync } from "node:child_process";

/** Debian's docker-compose, or Docker's compose plugin: the command and its leading arguments. */
export function composeTool() {
  return [["docker-compose"], ["docker", "compose"]].find(
    ([command, ...args]) =>
      spawnSync(command, [...args, "version"], { stdio: "ignore" }).status === 0,
  );
}
