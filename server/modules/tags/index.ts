/** The tags module's public face for other modules: nothing of it is used elsewhere yet. */
export {};
