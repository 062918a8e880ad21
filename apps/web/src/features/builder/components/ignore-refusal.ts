/**
 * The builder's writes resolve through `mutateAsync` rather than `mutate`'s callbacks, which never
 * run once the component is gone, and a write often removes its own button (deleting a program
 * unlists it; the first day of a new program reloads the form). A refusal needs nothing here: the
 * mutation's error is shown where the button was.
 */
export const ignoreRefusal = () => {};
