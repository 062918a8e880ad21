// Mantine names the reveal button "Toggle password visibility", which a search for the field
// labelled "Password" also finds; a name without that word keeps the field's label unique.
export const VISIBILITY_TOGGLE_PROPS = { "aria-label": "Show characters" } as const;
