"""The spec as data: rule IDs from the docs, scenarios from the features, and how a scenario's
steps turn into a request, an operation and an expected answer."""
