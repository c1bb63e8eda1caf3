// STUB: to be built by its issue.
export default function BlogPost() {
  return (
    <main id="main-content">
      <h1>BlogPost</h1>
    </main>
  );
}
