import { contentCases } from './content.cases';
import { runCases } from './harness';

runCases('content, editing, media and search', contentCases, (kind) => `10.63.${kind === 'pglite' ? 1 : 2}`);
