// STUB: to be built by its issue.
export default function BlogIndex() {
  return (
    <main id="main-content">
      <h1>BlogIndex</h1>
    </main>
  );
}
