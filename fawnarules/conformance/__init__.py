"""Checking any implementation of the rules: engines behind the seam, the protocol, the runner, reports."""
