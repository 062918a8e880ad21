import { PlaceholderScreen } from "../../components/placeholder-screen";

export function ProfileRoute() {
  return <PlaceholderScreen title="Profile" />;
}
