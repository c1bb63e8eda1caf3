/** CONTRACT (implemented by the public pages work): the /contact page around the enquiry form. */
import type { ReactNode } from "react";

export function ContactPage({ form }: { form: ReactNode }) {
  return (
    <main id="main-content">
      <h1>Contact</h1>
      {form}
    </main>
  );
}
