"""The `falchion` rulebook."""
