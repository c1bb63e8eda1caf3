// STUB: to be built by its issue.
export default function Team() {
  return (
    <main id="main-content">
      <h1>Team</h1>
    </main>
  );
}
