import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server; JavaScript only enhances.
  ssr: true,
} satisfies Config;
