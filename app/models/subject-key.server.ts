/**
 * The key of `subjectHash` (people.server.ts). Models read no configuration: the server's start-up
 * and the command-line tools hand it over once (utils/secret.server getSubjectKey). It is kept on
 * globalThis so a module reloaded in development still finds it.
 */
const SLOT = Symbol.for("durham-data-strategy.subject-key");
type Slot = { [SLOT]?: string };

export function useSubjectKey(key: string): void {
  if (!key) throw new Error("the subject key is empty");
  (globalThis as Slot)[SLOT] = key;
}

export function subjectKey(): string {
  const key = (globalThis as Slot)[SLOT];
  // Hashing with no key would quietly miss every suppression: refuse instead.
  if (!key) throw new Error("no subject key: call useSubjectKey(getSubjectKey()) at start-up");
  return key;
}
