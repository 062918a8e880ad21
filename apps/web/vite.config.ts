import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API server (apps/server) listens here in development; in production it serves dist/ itself.
const API_ORIGIN = "http://127.0.0.1:3000";
const proxy = { "/api": API_ORIGIN, "/healthz": API_ORIGIN };

export default defineConfig({
  plugins: [react()],
  build: {
    // Output goes to <root>/dist, i.e. apps/web/dist, which the server serves.
    outDir: "dist",
    emptyOutDir: true,
    // The CSP (default-src 'self') refuses data: URLs, so never inline assets into JS or CSS.
    assetsInlineLimit: 0,
  },
  server: { proxy },
  preview: { proxy },
});
