// `npm start` enters here: on a Node too old for the native modules it says so, before any of
// them loads (they would crash the process without a word). Then it runs the server.
import { UNSUPPORTED_NODE, nodeIsSupported } from "./node-version.js";

if (!nodeIsSupported(process.version)) {
  console.error(UNSUPPORTED_NODE(process.version));
  process.exit(1);
}
await import("./server.js");
