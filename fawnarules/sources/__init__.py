"""The project's sources read once: rule IDs and clarifications from the docs, scenarios from
the features, and how a scenario's steps turn into a request, an operation and an expected
answer. The site, lint, the case export and the spec run all read them through this package."""
