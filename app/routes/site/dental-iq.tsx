// STUB: to be built by its issue.
export default function DentalIq() {
  return (
    <main id="main-content">
      <h1>DentalIq</h1>
    </main>
  );
}
