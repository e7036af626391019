/** Asks the system for a port that is free on 127.0.0.1 right now (listen on 0, read it, close). */
export function freePort(): Promise<number>;
