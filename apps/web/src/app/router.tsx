import { type ComponentType, lazy } from "react";
import { Route, Routes } from "react-router";
import { AppLayout } from "../components/app-layout";
import { RequireUser } from "../components/require-user";

// Every screen is its own chunk, loaded when first visited, so the first page stays light.
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const Home = screen(() => import("./routes/home"), "HomeRoute");
const CreateUser = screen(() => import("./routes/create-user"), "CreateUserRoute");
const Programs = screen(() => import("./routes/programs"), "ProgramsRoute");
const Exercises = screen(() => import("./routes/exercises"), "ExercisesRoute");
const UserInfo = screen(() => import("./routes/user-info"), "UserInfoRoute");
const Profile = screen(() => import("./routes/profile"), "ProfileRoute");
const WeightGoal = screen(() => import("./routes/weight-goal"), "WeightGoalRoute");
const StepRecommender = screen(() => import("./routes/step-recommender"), "StepRecommenderRoute");
const WeightGainRecommender = screen(() => import("./routes/weight-gain-recommender"), "WeightGainRecommenderRoute");
const MaintenancePhase = screen(() => import("./routes/maintenance-phase"), "MaintenancePhaseRoute");
const AddProgram = screen(() => import("./routes/add-program"), "AddProgramRoute");
const UserCreatedExercises = screen(() => import("./routes/user-created-exercises"), "UserCreatedExercisesRoute");
const NotFound = screen(() => import("./routes/not-found"), "NotFoundRoute");

/**
 * The spec's route table. Matching is case-insensitive (React Router's default), so the step
 * recommender's link to /weightLoss reaches /weightloss.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Home />} />
        <Route path="create-user" element={<CreateUser />} />
        <Route element={<RequireUser />}>
          <Route path="routine_Selection" element={<Programs />} />
          <Route path="exercises/:program" element={<Exercises />} />
          <Route path="user-info" element={<UserInfo />} />
          <Route path="profile" element={<Profile />} />
          <Route path="weightloss" element={<WeightGoal />} />
          <Route path="step-recommender" element={<StepRecommender />} />
          <Route path="weight-gain-recommender" element={<WeightGainRecommender />} />
          <Route path="maintenance-phase" element={<MaintenancePhase />} />
          <Route path="add-program" element={<AddProgram />} />
          <Route path="user-created-exercises/:program" element={<UserCreatedExercises />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
