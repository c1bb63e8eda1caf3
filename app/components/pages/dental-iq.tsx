/** CONTRACT (implemented by the public pages work): the /dental-iq marketing page; `registration` fills #register. */
import type { ReactNode } from "react";

export function DentalIqPage({ registration }: { registration: ReactNode }) {
  return (
    <main id="main-content">
      <h1>DentalIQ</h1>
      <section id="register">{registration}</section>
    </main>
  );
}
