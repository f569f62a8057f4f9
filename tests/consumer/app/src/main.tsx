import '@atelier/ui/styles.css';
import { AtelierProvider, Button } from '@atelier/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return (
    <AtelierProvider>
      <Button variant="primary" onPress={() => setCount((n) => n + 1)}>
        已点击 {count} 次
      </Button>
    </AtelierProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
