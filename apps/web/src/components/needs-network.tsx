import { Alert } from "@mantine/core";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api";

// Offline, a screen that needs the server says so in words (issue 20, decision 0057), never the
// red "could not be loaded" of a failure: nothing is wrong, the phone has no signal. It shows again
// by itself when the signal returns (TanStack Query asks again on reconnect).

/** The request failed for want of a network: the phone is offline, or no answer came at all. */
export function isNoSignal(error: unknown): boolean {
  if (!error) return false;
  return !navigator.onLine || (error instanceof ApiError && error.status === 0);
}

/**
 * Whether a read has no answer for want of a signal: it failed with none, or the query library
 * holds it, paused, because the phone went offline before it was asked (decision 0126). Either way
 * the screen says so in words; a held read goes on by itself when the signal returns.
 */
export function noSignalFor(read: { error: unknown; fetchStatus: string; data: unknown }): boolean {
  if (read.data !== undefined) return false;
  return read.fetchStatus === "paused" || isNoSignal(read.error);
}

interface NeedsNetworkProps {
  /** The title, e.g. "The day's figures need the network". */
  title: string;
  /** What is kept and shown meanwhile, or when it will show. */
  children: ReactNode;
}

export function NeedsNetwork({ title, children }: NeedsNetworkProps) {
  return (
    <Alert color="gray" variant="light" title={title} role="status">
      {children}
    </Alert>
  );
}
