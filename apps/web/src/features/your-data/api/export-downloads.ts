import { exportEverythingPath, exportSetsPath } from "@ironpath/domain/transfer/transfer-paths";
// The exports are plain downloads: the browser follows the link with the session cookie and saves
// the file the server names (Content-Disposition), so no script reads them.

/** GET /api/export/everything: the lifter's data as one JSON document. */
export const EXPORT_EVERYTHING_URL = exportEverythingPath;

/** GET /api/export/sets: every logged set, one CSV row each. */
export const EXPORT_SETS_URL = exportSetsPath;
