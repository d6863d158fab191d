// The console's route table, read from its source (bundled with esbuild) so
// that node tests and the route crawl check the table the console ships.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { readSource, sourceFiles } from './source-files.mjs';

const REGISTRY = fileURLToPath(new URL('../../src/core/routes/registry.ts', import.meta.url));

/** Every route of the table (layouts, groups, redirects and pages), in its order. */
export async function allRoutes() {
  const bundle = await build({ entryPoints: [REGISTRY], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'error' });
  const registry = await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
  return registry.allRoutes;
}

/** The page routes of the table (no layouts, groups, redirects or links), in its order. */
export async function pageRoutes() {
  return (await allRoutes()).filter((route) => route.kind === 'page').map(({ path, name, title, hidden, licenseRequired }) => ({ path, name, title, hidden, licenseRequired }));
}

/**
 * The route names the console has a screen for: the keys of each area's
 * `screens` (src/views/<area>/screens.ts), read with TypeScript's parser, so
 * nothing of the screens runs. Keys inside calls and spreads count
 * (`withScreenMessages({ … })`, `...withScreenMessages({ … })`).
 */
export function screenNames() {
  const names = [];
  const collect = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isSpreadAssignment(property)) collect(property.expression);
        else if (property.name) names.push(property.name.getText().replace(/^['"]|['"]$/g, ''));
      }
    } else if (ts.isCallExpression(node)) node.arguments.forEach(collect);
    else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) collect(node.expression);
  };
  for (const file of sourceFiles('src/views').filter((path) => path.endsWith('/screens.ts'))) {
    const source = ts.createSourceFile(file, readSource(file), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) if (declaration.name.getText() === 'screens' && declaration.initializer) collect(declaration.initializer);
    }
  }
  return names;
}
