import { Button } from '@finfree/ui';

export default function HomePage() {
  return (
    <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Join a community of the financially free</h1>
      <p>More than 3k people have joined.</p>
      <Button variant="contained" size="large">
        Sign Up
      </Button>
    </main>
  );
}
