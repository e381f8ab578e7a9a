"""Grid diagrams that are both tests and pictures, for square and hex boards."""
