/**
 * True when two types describe the same shape. A zod-free module writes a shape by hand (the browser's first
 * render must not load zod, decisions 099 and 102); its `…-schema.ts` module checks that the schema's type
 * agrees, both ways: `export const shapesAgree: [SameShape<z.infer<typeof schema>, Shape>] = [true];`.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
