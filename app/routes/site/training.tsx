// STUB: to be built by its issue.
export default function Training() {
  return (
    <main id="main-content">
      <h1>Training</h1>
    </main>
  );
}
