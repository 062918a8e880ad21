// What a set's line says when its save fails and the server gave no words of its own: the same
// for a set of reps and a timed hold.

export const setNotSaved = (set: number) => `Set ${set} could not be saved.`;
