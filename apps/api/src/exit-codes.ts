/**
 * The server's exit code for a failure a restart cannot mend (invalid configuration, the data folder held by
 * another process): the supervisor (supervisor.ts) does not restart after it. 78 is EX_CONFIG of sysexits.h.
 */
export const EXIT_DO_NOT_RESTART = 78;
