/**
 * The empty workout's calls (decision 0051), as the server registers them; the web
 * sends to them. One list, so the two sides cannot drift apart.
 */
export const workoutsPath = "/api/workouts";
export const workoutExercisesPath = "/api/workouts/exercises";
