/**
 * zod 4 probes `new Function("")` when its first object schema is created, to decide whether to
 * compile parsers. Our CSP has no 'unsafe-eval', so the browser refuses it and reports a CSP
 * violation (zod recovers, but every page would log one). `jitless` skips the probe; zod reads it
 * from globalThis.__zod_globalConfig, which must exist before any route module loads: render this
 * in the document <head> (root.tsx), with the response's nonce.
 */
export const ZOD_JITLESS_SCRIPT = "(globalThis.__zod_globalConfig??={}).jitless=true";

export function ZodJitlessScript({ nonce }: { nonce: string }) {
  // A constant with no characters React would escape; no user input reaches it.
  return (
    <script nonce={nonce} suppressHydrationWarning>
      {ZOD_JITLESS_SCRIPT}
    </script>
  );
}
