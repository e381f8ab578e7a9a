"""Differential fuzzing: valid requests drawn from each operation's schema, answered by two engines, compared."""
