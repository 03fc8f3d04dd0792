import { backofficeCases } from './backoffice.cases';
import { runCases } from './harness';

runCases('the back office', backofficeCases, (kind) => `10.61.${kind === 'pglite' ? 1 : 2}`);
