/**
 * @jest-environment node
 */
import madge from 'madge';
import { join } from 'node:path';

/**
 * The console's modules import each other without circles (static, dynamic and type imports alike): a
 * circle makes load order decide what a module sees, and tangles chunks the bundler keeps apart.
 * When two modules need each other, move the piece both use to where both can import it.
 */
test('apps/console/src has no import circles', async () => {
  const graph = await madge(__dirname, { fileExtensions: ['ts', 'tsx'], tsConfig: join(__dirname, '..', 'tsconfig.json') });
  const modules = graph.obj();
  // a misread tree would find no circle in nothing: the graph holds the console, lazy imports included
  expect(Object.keys(modules).length).toBeGreaterThan(300);
  expect(modules['api/toast-book.ts']).toContain('api/blueprint-toaster.ts');

  expect(graph.circular()).toEqual([]);
});
