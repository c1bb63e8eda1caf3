// STUB: to be built by its issue.
export default function GuideDownload() {
  return (
    <main id="main-content">
      <h1>GuideDownload</h1>
    </main>
  );
}
