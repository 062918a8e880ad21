// The fixed list of muscle tags (docs/product.md section 3, "Muscle tag"): the catalogue, the exercises a
// lifter creates and the builder's volume per muscle use only these.

export const MUSCLES = [
  "Chest",
  "Upper Back",
  "Lats",
  "Lower Back",
  "Traps",
  "Front Delts",
  "Side Delts",
  "Rear Delts",
  "Biceps",
  "Triceps",
  "Forearms",
  "Abs",
  "Obliques",
  "Glutes",
  "Quadriceps",
  "Hamstrings",
  "Adductors",
  "Calves",
  "Neck",
] as const;
export type Muscle = (typeof MUSCLES)[number];

export const MUSCLE_MESSAGE = `must be one of: ${MUSCLES.join(", ")}`;
