/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./scripts/precompress.ts";

const API_PORT = process.env.PORT ?? "8080";
process.env.LINGUI_SUPPRESS_BABEL_WARNING = "1";

/**
 * Adds `<link rel="modulepreload">` for the named chunks to index.html: code every page needs but
 * only reaches through its route's chunk downloads beside the framework instead of after it.
 */
function preloadChunks(names: readonly string[]): Plugin {
  return {
    name: "csi:preload-chunks",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .filter((output) => output.type === "chunk" && names.includes(output.name))
          .map((chunk) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: "head" as const,
          })),
    },
  };
}

/**
 * Offline plan, per asset class:
 * - app shell (html, js, css, fonts, icons): precached by the service worker;
 * - locale catalogs: code-split chunks, precached with the shell (they are small);
 * - the XLSX writer (exceljs): a chunk of its own, cached by the service worker on first use, not precached;
 * - the API (/csi/**) and the realtime socket: never cached by the service worker — the app
 *   caches what it needs in IndexedDB (Dexie) and reads it offline.
 * Every text file of the build also gets a brotli and a gzip copy (`.br`, `.gz`) that the server
 * sends as they are (docs/decisions/0013-asset-delivery.md); the precache patterns do not match them.
 */
export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    // Lingui macros through Babel: the native transform's binary needs Node >= 22.19 at install
    // time, and npm skips it on the Node 20 that fresh machines have (docs/decisions/0002).
    lingui(),
    // Messages stay in the bundle ("message"), so a string not yet in a catalog shows in English, never as a hash id.
    babel({ presets: [linguiTransformerBabelPreset({ descriptorFields: "message" })] }),
    react(),
    tailwindcss(),
    VitePWA({
      registerType: "prompt",
      injectRegister: null,
      manifest: {
        name: "CSI Business Information",
        short_name: "CSI",
        description: "Companies, trade flows, sanctions and credit risk — searchable offline.",
        id: "/",
        start_url: "/csiApp",
        scope: "/",
        display: "standalone",
        orientation: "any",
        theme_color: "#0b3b66",
        background_color: "#ffffff",
        icons: [
          { src: "icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2,json}"],
        // The XLSX writer (exceljs, ~930 KB, ~200 KB brotli) is loaded only when a table is exported as
        // XLSX: it stays out of the install and is cached on first use (CSV export needs no extra file).
        globIgnores: ["**/exceljs*.js"],
        runtimeCaching: [
          {
            urlPattern: /\/assets\/exceljs[^/]*\.js$/,
            handler: "CacheFirst",
            options: { cacheName: "xlsx-writer", expiration: { maxEntries: 2 } },
          },
        ],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/csi\//, /^\/webSocket\//, /^\/dev\//],
        clientsClaim: true,
        skipWaiting: false,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    // Every page's header has Headless UI menus.
    preloadChunks(["headless"]),
    precompress(),
  ],
  worker: { format: "es" },
  build: {
    target: "es2022",
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The app's own modules do nothing when imported but define things: a module none of whose
      // exports is used is left out, so importing one name from a feature's index does not pull
      // the whole feature (and Dexie, the forms, the charts) into the first page load.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/](features|lib|offline|components|charts)[\\/]/, sideEffects: false }],
      },
      output: {
        // Fewer, larger files: on a slow network each request costs a round trip, and six at a time.
        codeSplitting: {
          groups: [
            // What every page runs (React, the router, Lingui, Jotai): one file.
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@lingui|jotai|use-sync-external-store)[\\/]/,
              priority: 3,
            },
            // Menus, popovers, dialogs and tabs (the header's menus on every page): one file.
            {
              name: "headless",
              test: /node_modules[\\/](@headlessui|@floating-ui|@react-aria|tabbable)[\\/]/,
              priority: 2,
            },
            // The rest of what the first page runs (the route table, the app's shell): one file.
            { name: "app", tags: ["$initial"], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // ws: the notifications socket is under the API base (/csi/webSocket/gleagle/{userCode}).
      "/csi": { target: `http://127.0.0.1:${API_PORT}`, ws: true },
    },
  },
});
