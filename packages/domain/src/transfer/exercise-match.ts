import { exerciseNameProblem, SQL_KEYWORDS } from "../programs/exercise-name";
import type { Muscle } from "../programs/muscles";

// Which exercise an imported name is (decision 0015). Names are compared by a key that ignores
// case, punctuation and accents ("Pull Up" is "Pull-Up"); Strong's and Hevy's common names that
// differ from the catalogue's are in the alias table; a name ending in an equipment in
// parentheses is also tried as "Equipment Name" ("Shrug (Dumbbell)" is "Dumbbell Shrug"), and
// without it when the equipment does not change the lift ("Leg Press (Machine)" is "Leg Press").
// A name still unknown becomes the lifter's own exercise, under a name the exercise-name rules
// accept.

/** The comparison key: lower case, no accents or apostrophes, other punctuation as spaces. */
export function exerciseKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Strong's and Hevy's names (they share most) → the catalogue's. */
const ALIASES: Readonly<Record<string, string>> = {
  "Squat (Barbell)": "Back Squat",
  "Full Squat": "Back Squat",
  "Front Squat (Barbell)": "Front Squat",
  "Pause Squat (Barbell)": "Pause Squat",
  "Box Squat (Barbell)": "Box Squat",
  "Goblet Squat (Kettlebell)": "Goblet Squat",
  "Goblet Squat (Dumbbell)": "Goblet Squat",
  "Bulgarian Split Squat (Dumbbell)": "Bulgarian Split Squat",
  "Lunge (Dumbbell)": "Walking Lunge",
  "Walking Lunge (Dumbbell)": "Walking Lunge",
  "Reverse Lunge (Dumbbell)": "Reverse Lunge",
  "Step-up (Dumbbell)": "Dumbbell Step-Up",
  "Deadlift (Barbell)": "Deadlift",
  "Conventional Deadlift": "Deadlift",
  "Sumo Deadlift (Barbell)": "Sumo Deadlift",
  "Deadlift (Trap Bar)": "Trap Bar Deadlift",
  "Trap Bar Deadlift": "Trap Bar Deadlift",
  "Romanian Deadlift (Barbell)": "Romanian Deadlift",
  "Romanian Deadlift (Dumbbell)": "Dumbbell Romanian Deadlift",
  "Stiff Leg Deadlift (Barbell)": "Stiff-Leg Deadlift",
  "Straight Leg Deadlift": "Stiff-Leg Deadlift",
  "Good Morning (Barbell)": "Good Morning",
  "Hip Thrust (Barbell)": "Barbell Hip Thrust",
  "Glute Bridge (Barbell)": "Glute Bridge",
  "Back Extension (Hyperextension)": "Back Extension",
  Hyperextension: "Back Extension",
  "Leg Curl (Machine)": "Lying Leg Curl",
  "Calf Raise (Machine)": "Standing Calf Raise",
  "Standing Calf Raise (Barbell)": "Standing Calf Raise",
  "Standing Calf Raise (Dumbbell)": "Standing Calf Raise",
  "Standing Calf Raise (Smith Machine)": "Standing Calf Raise",
  "Seated Calf Raise (Plate Loaded)": "Seated Calf Raise",
  "Bench Press (Barbell)": "Barbell Bench Press",
  "Bench Press": "Barbell Bench Press",
  "Bench Press (Dumbbell)": "Dumbbell Bench Press",
  "Bench Press - Close Grip (Barbell)": "Close-Grip Bench Press",
  "Close Grip Bench Press": "Close-Grip Bench Press",
  "Incline Bench Press (Barbell)": "Incline Barbell Bench Press",
  "Incline Bench Press (Dumbbell)": "Incline Dumbbell Press",
  "Decline Bench Press (Barbell)": "Decline Barbell Bench Press",
  "Floor Press (Barbell)": "Floor Press",
  "Chest Press (Machine)": "Machine Chest Press",
  "Chest Fly (Dumbbell)": "Dumbbell Fly",
  "Incline Chest Fly (Dumbbell)": "Incline Dumbbell Fly",
  "Chest Fly (Machine)": "Pec Deck",
  "Butterfly (Pec Deck)": "Pec Deck",
  "Cable Crossover": "Cable Crossover",
  "Cable Fly Crossovers": "Cable Crossover",
  "Chest Dip (Weighted)": "Weighted Dip",
  "Triceps Dip (Weighted)": "Weighted Dip",
  "Push Up": "Push-Up",
  "Overhead Press (Barbell)": "Barbell Overhead Press",
  "Strict Military Press (Barbell)": "Barbell Overhead Press",
  "Overhead Press (Dumbbell)": "Seated Dumbbell Shoulder Press",
  "Shoulder Press (Dumbbell)": "Seated Dumbbell Shoulder Press",
  "Seated Overhead Press (Dumbbell)": "Seated Dumbbell Shoulder Press",
  "Shoulder Press (Machine)": "Machine Shoulder Press",
  "Shoulder Press (Machine Plates)": "Machine Shoulder Press",
  "Push Press (Barbell)": "Push Press",
  "Arnold Press (Dumbbell)": "Arnold Press",
  "Lateral Raise (Dumbbell)": "Dumbbell Lateral Raise",
  "Lateral Raise (Cable)": "Cable Lateral Raise",
  "Lateral Raise (Machine)": "Machine Lateral Raise",
  "Front Raise (Dumbbell)": "Dumbbell Front Raise",
  "Upright Row (Barbell)": "Upright Row",
  "Reverse Fly (Dumbbell)": "Bent-Over Reverse Fly",
  "Rear Delt Reverse Fly (Dumbbell)": "Bent-Over Reverse Fly",
  "Reverse Fly (Machine)": "Reverse Pec Deck",
  "Rear Delt Reverse Fly (Machine)": "Reverse Pec Deck",
  "Face Pull (Cable)": "Face Pull",
  "Bent Over Row (Barbell)": "Barbell Row",
  "Bent Over Row (Dumbbell)": "One-Arm Dumbbell Row",
  "Bent Over One Arm Row (Dumbbell)": "One-Arm Dumbbell Row",
  "Dumbbell Row": "One-Arm Dumbbell Row",
  "Pendlay Row (Barbell)": "Pendlay Row",
  "T Bar Row": "T-Bar Row",
  "Seated Row (Cable)": "Seated Cable Row",
  "Seated Cable Row - V Grip (Cable)": "Seated Cable Row",
  "Seated Cable Row - Bar Grip": "Seated Cable Row",
  "Seated Row (Machine)": "Machine Row",
  "Chest Supported Incline Row (Dumbbell)": "Chest-Supported Row",
  "Inverted Row (Bodyweight)": "Inverted Row",
  "Lat Pulldown (Cable)": "Lat Pulldown",
  "Lat Pulldown (Machine)": "Lat Pulldown",
  "Lat Pulldown - Close Grip (Cable)": "Close-Grip Lat Pulldown",
  "Single Arm Lat Pulldown": "Single-Arm Lat Pulldown",
  "Straight Arm Pulldown (Cable)": "Straight-Arm Pulldown",
  "Pullover (Dumbbell)": "Dumbbell Pullover",
  "Pull Up": "Pull-Up",
  "Pull Up (Weighted)": "Weighted Pull-Up",
  "Chin Up": "Chin-Up",
  "Shrug (Barbell)": "Barbell Shrug",
  "Shrug (Dumbbell)": "Dumbbell Shrug",
  "Farmers Walk": "Farmer's Walk",
  "Farmer's Walk (Dumbbell)": "Farmer's Walk",
  "Bicep Curl (Barbell)": "Barbell Curl",
  "Biceps Curl (Barbell)": "Barbell Curl",
  "Bicep Curl (Dumbbell)": "Dumbbell Curl",
  "Biceps Curl (Dumbbell)": "Dumbbell Curl",
  "Bicep Curl (Cable)": "Cable Curl",
  "EZ Bar Biceps Curl": "EZ-Bar Curl",
  "Curl (EZ Bar)": "EZ-Bar Curl",
  "Hammer Curl (Dumbbell)": "Hammer Curl",
  "Incline Curl (Dumbbell)": "Incline Dumbbell Curl",
  "Preacher Curl (Barbell)": "Preacher Curl",
  "Preacher Curl (Dumbbell)": "Preacher Curl",
  "Concentration Curl (Dumbbell)": "Concentration Curl",
  "Reverse Curl (Barbell)": "Reverse Curl",
  "Wrist Curl (Barbell)": "Wrist Curl",
  "Triceps Pushdown (Cable - Straight Bar)": "Triceps Pushdown",
  "Triceps Pushdown": "Triceps Pushdown",
  "Triceps Rope Pushdown": "Rope Triceps Pushdown",
  "Triceps Extension (Cable)": "Overhead Cable Triceps Extension",
  "Overhead Triceps Extension (Cable)": "Overhead Cable Triceps Extension",
  "Triceps Extension (Dumbbell)": "Dumbbell Overhead Triceps Extension",
  "Skullcrusher (Barbell)": "Skull Crusher",
  "Skullcrusher (Dumbbell)": "Skull Crusher",
  "Triceps Kickback (Dumbbell)": "Triceps Kickback",
  "Crunch (Machine)": "Crunch",
  "Cable Crunch": "Cable Crunch",
  "Sit Up": "Decline Sit-Up",
  "Decline Crunch": "Decline Sit-Up",
  "Ab Wheel": "Ab Wheel Rollout",
  "Hanging Knee Raise": "Hanging Knee Raise",
  "Russian Twist (Weighted)": "Russian Twist",
  "Kettlebell Swing": "Kettlebell Swing",
  "Power Clean (Barbell)": "Power Clean",
  "Hang Clean (Barbell)": "Hang Clean",
  "Power Snatch (Barbell)": "Power Snatch",
};

const ALIAS_BY_KEY: ReadonlyMap<string, string> = new Map(
  Object.entries(ALIASES).map(([from, to]) => [exerciseKey(from), to]),
);

/** Equipment that does not change which lift it is, so "Name (Equipment)" may be "Name". */
const NEUTRAL_EQUIPMENT = new Set(["machine", "cable", "bodyweight", "plate loaded", "machine plates"]);

/**
 * The known exercise an imported name is, or undefined. `known` maps each key to the name the
 * lifter sees (their own exercise's where it shares a key with the catalogue's).
 */
export function matchExercise(source: string, known: ReadonlyMap<string, string>): string | undefined {
  const key = exerciseKey(source);
  const alias = ALIAS_BY_KEY.get(key);
  const aliased = alias === undefined ? undefined : known.get(exerciseKey(alias));
  if (aliased) return aliased;
  const direct = known.get(key);
  if (direct) return direct;
  const parts = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(source);
  if (!parts) return undefined;
  const [, base = "", equipment = ""] = parts;
  const withEquipment = known.get(exerciseKey(`${equipment} ${base}`));
  if (withEquipment) return withEquipment;
  return NEUTRAL_EQUIPMENT.has(exerciseKey(equipment)) ? known.get(exerciseKey(base)) : undefined;
}

/** The name an unknown exercise is created under when nothing fits the rules. */
export const FALLBACK_EXERCISE_NAME = "Imported Exercise";
const KEYWORDS = new Set<string>(SQL_KEYWORDS.map((k) => k.toLowerCase()));

/** A word's letters and digits, ' and - kept only between them, without SQL statement keywords. */
function cleanWord(word: string): string {
  let out = "";
  let separator = "";
  for (const piece of word.split(/(['-]+)/)) {
    if (/^['-]+$/.test(piece)) separator = piece.charAt(0);
    else if (piece !== "" && !KEYWORDS.has(piece.toLowerCase())) {
      out += out === "" ? piece : `${separator || "-"}${piece}`;
      separator = "";
    }
  }
  return out;
}

/**
 * A name the exercise-name rules accept, made from an imported one: accents and punctuation
 * dropped ("Squat (Smith Machine)" → "Squat Smith Machine"), each word capitalised, a word that
 * starts with a digit joined to the word before it ("Incline 45" → "Incline-45"), SQL statement
 * keywords left out, at most 100 characters.
 */
export function importedExerciseName(source: string): string {
  const ascii = source.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const words = ascii
    .replace(/[’`]/g, "'")
    .split(/[^A-Za-z0-9'-]+/)
    .map(cleanWord)
    .filter((w) => w !== "");
  const out: string[] = [];
  let leadingDigits = "";
  for (const word of words) {
    const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
    if (/^[0-9]/.test(capitalised)) {
      if (out.length > 0) out[out.length - 1] += `-${capitalised}`;
      else leadingDigits += `-${capitalised}`;
    } else {
      out.push(out.length === 0 ? capitalised + leadingDigits : capitalised);
    }
  }
  let name = out.join(" ");
  while (name.length > 100 && name.includes(" ")) name = name.slice(0, name.lastIndexOf(" "));
  if (name.length === 1) name = `${name} Exercise`;
  return name !== "" && exerciseNameProblem(name) === null ? name : FALLBACK_EXERCISE_NAME;
}

/** A muscle tag guessed from the name, first hint that fits; undefined when nothing does. */
const MUSCLE_HINTS: readonly [RegExp, Muscle][] = [
  [/\bcalf|\bcalves\b/, "Calves"],
  [/\bshrug/, "Traps"],
  [/\bneck\b/, "Neck"],
  [/\bwrist|\bforearm|\bgrip\b/, "Forearms"],
  [/\bleg curl|\bhamstring|\bnordic|\bromanian|\brdl\b|\bstiff leg|\bgood morning|\bdeadlift/, "Hamstrings"],
  [/\bhip thrust|\bglute|\bbridge\b|\babduct|\bkickback.*glute|\bdonkey kick/, "Glutes"],
  [/\badduct/, "Adductors"],
  [/\bsquat|\blunge|\bleg press|\bleg extension|\bstep ?up|\bsled\b/, "Quadriceps"],
  [/\bface pull|\brear delt|\breverse fly|\breverse pec/, "Rear Delts"],
  [/\blateral raise|\bside raise|\by raise/, "Side Delts"],
  [/\bfront raise|\boverhead press|\bshoulder press|\bmilitary|\barnold|\bpush press|\blandmine press/, "Front Delts"],
  [/\btricep|\bskull|\bpush ?down|\bkickback|\bdip\b|\bdips\b|\bjm press/, "Triceps"],
  [/\bcurl/, "Biceps"],
  [/\bbench|\bchest|\bfly\b|\bflyes?\b|\bpec\b|\bpush ?up|\bcrossover/, "Chest"],
  [/\bpull ?down|\bpull ?up|\bchin ?up|\blat\b|\blats\b|\bpullover/, "Lats"],
  [/\brow\b|\brows\b/, "Upper Back"],
  [/\boblique|\btwist|\bwood ?chop|\bside bend/, "Obliques"],
  [/\bcrunch|\bplank|\bsit ?up|\bab\b|\babs\b|\bleg raise|\bknee raise|\bhollow|\bv up/, "Abs"],
  [/\bback extension|\bhyperextension|\bsuperman/, "Lower Back"],
];

export function guessMuscle(name: string): Muscle | undefined {
  const key = exerciseKey(name);
  return MUSCLE_HINTS.find(([pattern]) => pattern.test(key))?.[1];
}
