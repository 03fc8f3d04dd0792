import { findTextProblem } from '@schuss/contracts/rules';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** fastify-type-provider-zod's mark on its validation errors: the error handler answers them as a 400 naming the field. */
const zodValidationError = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The zod validator of every route, plus one check on every string it lets through (query, params, body,
 * headers): no NUL, control character or lone surrogate (contracts' rules/text.ts). One check here rather
 * than on each string schema, so no route and no future field can forget it.
 */
export const validateWithCleanText: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data) => {
    const result = validate(data) as { value?: unknown; error?: Error | FastifySchemaValidationError[] };
    if (result.error) return result;
    const problem = findTextProblem(result.value);
    if (!problem) return result;
    const at = problem.path.join('/');
    const issue = { keyword: 'custom', instancePath: `/${at}`, schemaPath: `#/${at}/custom`, message: problem.message, params: {} };
    return { error: [{ ...issue, [zodValidationError]: true } as FastifySchemaValidationError] };
  };
};
