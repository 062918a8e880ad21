/** A program's name as one segment of an API path. */
export const programPath = (program: string) => encodeURIComponent(program);
