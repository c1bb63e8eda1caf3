// STUB: to be built by its issue.
export default function Legal() {
  return (
    <main id="main-content">
      <h1>Legal</h1>
    </main>
  );
}
