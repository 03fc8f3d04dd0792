/**
 * The booking calendar, in the main file: the second file's form gets it through its context
 * (`FormCtx.cal`) rather than bundling it, to keep the second file within its size budget.
 */
import { Calendar } from './Calendar';
import { addMonths, byDay, longDate, monthOf } from './month';
import { useMonth } from './useMonth';

export const cal = { Calendar, useMonth, addMonths, byDay, longDate, monthOf };
export type Cal = typeof cal;
