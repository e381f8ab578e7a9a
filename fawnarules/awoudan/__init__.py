"""The `awoudan` rulebook."""
