/** The teams module's public face for other modules: nothing of it is used elsewhere yet (its team admin check is the pipeline's teamAdminProcedure). */
export {};
