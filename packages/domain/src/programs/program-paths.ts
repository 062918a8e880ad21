/**
 * The programs' and the builder's calls (docs/product.md section 3), as the server registers them;
 * the web fills a pattern's parameters with `apiPath` (api-path.ts). One list, so the two sides
 * cannot drift apart.
 */
export const routinesPath = "/api/query/routines";
export const userProgramsPath = "/api/query/user_programs";
export const userCreatedProgramsPath = "/api/query/user_created_programs";
export const addProgramPath = "/api/query/add_program";
export const exercisesPath = "/api/query/exercises";
export const exerciseTagsPath = "/api/query/exercise_tags";
export const createExercisePath = "/api/add/exercises-with-tags";
export const ownProgramsPath = "/api/query/userCreatedPrograms";
export const programDayPath = "/api/query/userCreatedExerciseDay/:program/:phase/:week/:day";
export const addProgramDayPath = "/api/add/addProgramDay";
export const copyProgramDayPath = "/api/add/copyProgramDay";
export const copyProgramWeekPath = "/api/add/copyProgramWeek";
export const deleteProgramDayPath = "/api/add/deleteProgramDay";
export const deleteProgramPath = "/api/add/deleteProgram";
export const weekVolumePath = "/api/query/programWeekVolume/:program/:phase/:week";
export const programDaySupersetsPath = "/api/query/programDaySupersets/:program/:phase/:week/:day";
export const saveProgramDaySupersetsPath = "/api/add/programDaySupersets";
