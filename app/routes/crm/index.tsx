// STUB: to be built by its issue.
export default function Index() {
  return (
    <main id="main-content">
      <h1>Index</h1>
    </main>
  );
}
