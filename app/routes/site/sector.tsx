// STUB: to be built by its issue.
export default function Sector() {
  return (
    <main id="main-content">
      <h1>Sector</h1>
    </main>
  );
}
