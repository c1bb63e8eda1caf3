// STUB: to be built by its issue.
export default function About() {
  return (
    <main id="main-content">
      <h1>About</h1>
    </main>
  );
}
