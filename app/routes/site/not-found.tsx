// STUB: to be built by its issue.
export default function NotFound() {
  return (
    <main id="main-content">
      <h1>NotFound</h1>
    </main>
  );
}
