/** The type of a language's texts from the French ones: strings widened, functions keep their parameters. */
export type Widen<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends (...a: infer A) => string ? (...a: A) => string : Widen<T[K]>;
};
