"""The `fawnalore` rulebook."""
