#!/bin/sh
# Runs a command, then writes the processor time its processes used to file descriptor 3: the second
# line of POSIX `times` is the user and system time of the children this shell waited for, with
# everything they waited for in turn (a Jest run's workers, Playwright's browsers). npm test prints
# it beside each step's wall time (src/test-run/cpu-times.ts).
"$@"
code=$?
times >&3
exit $code
