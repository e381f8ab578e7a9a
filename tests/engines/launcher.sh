#!/bin/sh
# Runs the engine it is given as a child process, as many wrapper scripts do, rather than in its place.
"$@"
exit $?
