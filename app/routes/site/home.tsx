export default function Home() {
  return (
    <main id="main-content">
      <h1>Home</h1>
    </main>
  );
}
