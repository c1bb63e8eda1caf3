// STUB: to be built by its issue.
export default function Contact() {
  return (
    <main id="main-content">
      <h1>Contact</h1>
    </main>
  );
}
