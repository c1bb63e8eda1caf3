/**
 * The most common passwords, which a new staff password may not be (invitation, password change),
 * compared trimmed and without case. Two sources, one set:
 * - the 49,233 most common passwords of breach corpora that zxcvbn-ts ships
 *   (`@zxcvbn-ts/language-common`, MIT; the Dropbox zxcvbn list and its successors), in order of
 *   frequency;
 * - below, the 12-character-or-longer choices at the top of published breach lists that the
 *   shorter-weighted list lacks (keyboard walks, repeated digits, "password" with digits, famous
 *   phrases), since 12 characters is the minimum here.
 * Server only (".server"): the list never reaches the browser bundle.
 */
import { createRequire } from "node:module";

const LONG_COMMON = [
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456789123",
  "123123123123",
  "111111111111",
  "000000000000",
  "121212121212",
  "123451234512",
  "987654321098",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwerty123456",
  "qwerty1234567",
  "qwertyuiopas",
  "qwertyuiopasdf",
  "qwertyuiopasdfgh",
  "qwertyuiopasdfghjkl",
  "asdfghjkl123",
  "asdfghjklqwe",
  "1q2w3e4r5t6y",
  "1q2w3e4r5t6y7u",
  "1qaz2wsx3edc",
  "1qaz2wsx3edc4rfv",
  "zaq12wsxcde3",
  "zaq1zaq1zaq1",
  "1234qwerasdf",
  "qazwsxedcrfv",
  "abc123456789",
  "abcdefghijkl",
  "abcd12345678",
  "aaaaaaaaaaaa",
  "password1234",
  "password12345",
  "password123456",
  "passwordpassword",
  "password123!",
  "p@ssw0rd1234",
  "p@ssword1234",
  "passw0rd1234",
  "mypassword123",
  "iloveyou1234",
  "iloveyou12345",
  "welcome12345",
  "welcome123456",
  "letmein12345",
  "letmeinletmein",
  "changeme1234",
  "changemenow1",
  "administrator",
  "administrator1",
  "admin1234567",
  "adminadmin123",
  "monkey123456",
  "football1234",
  "baseball1234",
  "superman1234",
  "sunshine1234",
  "princess1234",
  "dragon123456",
  "starwars1234",
  "trustno1trustno1",
  "correcthorsebatterystaple",
  "thequickbrownfox",
  "computer1234",
  "internet1234",
  "michael12345",
  "liverpool123",
  "manchester12",
  "chelsea12345",
  "arsenal12345",
  "qwerty123qwerty",
  "1234567890qwerty",
  "qwerty1234567890",
];

let common: Set<string> | undefined;

/**
 * Loaded and built on first use (a few milliseconds): the package decodes all its word lists when
 * loaded, some 3 MB of the server's heap that a process which never checks a password need not hold.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)(
      "@zxcvbn-ts/language-common",
    ) as typeof import("@zxcvbn-ts/language-common");
    common = new Set(
      [...dictionary["passwords-common"], ...LONG_COMMON].map((p) => p.trim().toLowerCase()),
    );
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** How many passwords the list holds (for docs/crm-guide.md and its test). */
export const commonPasswordCount = () => commonPasswords().size;
