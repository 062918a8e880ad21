import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

// The API server (apps/server) listens here in development; in production it serves dist/ itself.
const API_ORIGIN = "http://127.0.0.1:3000";
const proxy = { "/api": API_ORIGIN, "/healthz": API_ORIGIN };

/** A Mantine component's class-name module, e.g. …/@mantine/core/esm/components/Button/Button.module.mjs. */
const MANTINE_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * Each Mantine component's CSS travels with its code (decision 0012). In the build, every class-name
 * module of @mantine/core imports its own stylesheet (@mantine/core/styles/<Name>.css, the same
 * name), so a chunk carries the CSS of exactly the components it renders, in import order: the
 * first screen's stylesheet holds the first screen's components, and a lazy screen brings the rest.
 * In development the whole stylesheet is simpler and nothing is measured there.
 */
function mantineCssPerComponent(): Plugin {
  let build = false;
  return {
    name: "ironpath:mantine-css-per-component",
    enforce: "pre",
    configResolved(config) {
      build = config.command === "build";
    },
    transform(code, id) {
      if (build) {
        const name = MANTINE_CLASSES.exec(id)?.[1];
        return name ? `import "@mantine/core/styles/${name}.css";\n${code}` : undefined;
      }
      return id.endsWith("/src/main.tsx") ? `import "@mantine/core/styles.css";\n${code}` : undefined;
    },
  };
}

/** @mantine/hooks' useId, which every Mantine input, menu and popover calls. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's useId swaps React's id for a random one in a layout effect (for React before 18): on the
 * workout log every input of every card rendered a second time, synchronously, in the task of the
 * cards' commit, and wrote its new ids into the DOM (decision 0084). React's own id is unique and
 * stable, so the build keeps it.
 */
function mantineIdFromReact(): Plugin {
  return {
    name: "ironpath:mantine-id-from-react",
    apply: "build",
    transform(_code, id) {
      if (!MANTINE_USE_ID.test(id)) return undefined;
      return [
        'import { useId as useReactId } from "react";',
        "function useId(staticId) {",
        "  const reactId = useReactId();",
        '  return typeof staticId === "string" ? staticId : "mantine-" + reactId.replace(/:/g, "");',
        "}",
        "export { useId };",
      ].join("\n");
    },
  };
}

/**
 * The built page links its stylesheet as a preload, not a stylesheet: nothing blocks the header that
 * index.html paints with its own few rules, and src/main.tsx applies the preloaded stylesheets (and
 * the page's, hinted by the server the same way) before React renders anything (decision 0012).
 */
function stylesAfterShell(): Plugin {
  return {
    name: "ironpath:styles-after-shell",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          '<link rel="preload" as="style"$1 href="$2">',
        ),
    },
  };
}

/**
 * Installable, and every screen opens offline once visited (decision 0043): the manifest, and a
 * Workbox service worker that precaches the shell and every chunk; a navigation is answered with the
 * precached index.html. It is registered when the browser is idle after the first paint
 * (src/lib/offline/service-worker.ts), and a new build waits for a safe moment ('prompt').
 */
const pwa = VitePWA({
  registerType: "prompt",
  injectRegister: false,
  manifest: {
    name: "Ironpath",
    short_name: "Ironpath",
    description: "Log your lifting programs and coach a cut, bulk or maintenance phase.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#364fc7",
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    navigateFallback: "/index.html",
    // The API and the sign-in callbacks are the server's; nothing of theirs is cached.
    navigateFallbackDenylist: [/^\/api\//, /^\/healthz/],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // A rest's end told by a notification from the worker (decision 0057): public/, loaded at install.
    importScripts: ["/rest-notifications-sw.js"],
  },
});

export default defineConfig({
  plugins: [mantineCssPerComponent(), mantineIdFromReact(), stylesAfterShell(), react(), pwa],
  build: {
    // Output goes to <root>/dist, i.e. apps/web/dist, which the server serves.
    outDir: "dist",
    emptyOutDir: true,
    // The CSP (default-src 'self') refuses data: URLs, so never inline assets into JS or CSS.
    assetsInlineLimit: 0,
    // Every browser the app runs in (it needs service workers and ES modules) knows modulepreload:
    // the polyfill was 0.7 KB of Home's first load (decision 0074).
    modulePreload: { polyfill: false },
    // .vite/manifest.json: the server reads it to name each screen's chunks in its page.
    manifest: true,
    rolldownOptions: {
      output: {
        // Named by content alone: Home's chunk lists every screen's files to preload them, and
        // their names pushed it over the first-load budget (decision 0012). The manifest still
        // names each chunk (the journeys read it: e2e/support/chunks.ts).
        chunkFileNames: "assets/c[hash].js",
        assetFileNames: "assets/a[hash][extname]",
        // The app's own chunk holds everything the first screen (Home) needs, so it arrives in one
        // file (decision 0012). What five or more screens share is cut by which screens share each
        // part (decision 0074, superseding 0012's one shared chunk): a screen downloads the parts it
        // uses, not zod, the dialogs and the selects that other screens share. More, smaller files
        // (the log fetches about 30, over one connection's reuse), but about 70 KB less for the log.
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 2 },
            { name: "common", minShareCount: 5, priority: 1, entriesAware: true, entriesAwareMergeThreshold: 0 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
