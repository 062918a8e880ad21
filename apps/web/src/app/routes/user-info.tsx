import { PlaceholderScreen } from "../../components/placeholder-screen";

export function UserInfoRoute() {
  return <PlaceholderScreen title="User Info" />;
}
