// bun scripts/content-check.ts [root] — checks the product pages' content (scripts/content/validate.ts) and fails
// with one line per problem (file: field: what is wrong). Run by `bun run check` and before `bun run build`.
import { join } from 'node:path';
import { formatProblem, siteAt, validateContent } from './content/validate';

const root = process.argv[2] ?? join(import.meta.dir, '..');
const problems = validateContent(siteAt(root));
if (problems.length) {
  console.error(`The content has ${problems.length} problem(s); the site is not built until they are fixed:`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log('content: every page in sv, en and fi fits its schema, its links and its figures');
