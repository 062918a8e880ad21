import logoUrl from "../assets/logo.svg";

interface LogoProps {
  size?: number;
  /** Empty when the product name is written next to it. */
  alt?: string;
}

export function Logo({ size = 32, alt = "Ironpath logo" }: LogoProps) {
  return <img src={logoUrl} alt={alt} width={size} height={size} style={{ display: "block" }} />;
}
