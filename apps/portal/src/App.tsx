import { Box } from '@atelier/ui';

/** The portal shell; login, the route guard and the layout arrive with issue 4. */
export function App() {
  return (
    <Box as="main" padding="xl">
      <h1>Atelier</h1>
      <p>设计企业协同平台：门户正在建设中。</p>
    </Box>
  );
}
