"""The `grand_archive` rulebook."""
