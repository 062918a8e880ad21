import type { ReadDocument, ReadSet } from "@ironpath/domain/transfer/import-everything.schema";

/** An Ironpath file as read for an import (decision 0047): its sets in a plain array. */
export type Document = Omit<ReadDocument, "sets"> & { sets: ReadSet[] };
