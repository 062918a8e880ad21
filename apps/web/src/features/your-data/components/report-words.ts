// Words both import reports use: a count with its noun, and the sentence for a file that wrote nothing.

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const NO_SETS_IMPORTED = "No sets were imported.";
