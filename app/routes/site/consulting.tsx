// STUB: to be built by its issue.
export default function Consulting() {
  return (
    <main id="main-content">
      <h1>Consulting</h1>
    </main>
  );
}
