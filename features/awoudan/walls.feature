Feature: Paladins of Awoudan: walls
  A wall's sections are placed in order, the first being the origin; each placement is checked
  against the wall so far, and the answer lists the sections that stand, those turned down with
  the rule each breaks, and how many of the ability's sections are discarded.

  Rule: awoudan.walls.sections

    Scenario: A straight wall of five sections stands whole
      Given the wall:
        | caster     | b2                    |
        | range      | 6                     |
        | sections   | 5                     |
        | placements | c1, d1, e1, f1 and g1 |
      When I call awoudan.place_wall
      Then the result has:
        | origin    | c1  |
        | discarded | 0   |
        | valid     | yes |

    Scenario: A wall of zero sections is an input error
      Given the wall:
        | caster     | b2      |
        | range      | 6       |
        | sections   | 0       |
        | placements | c1 only |
      When I call awoudan.place_wall
      Then it is an input error at wall.sections

    Scenario: Placing a section more than the ability grants is an input error
      Given the wall:
        | caster     | b2            |
        | range      | 6             |
        | sections   | 2             |
        | placements | c1, d1 and e1 |
      When I call awoudan.place_wall
      Then it is an input error at wall.placements.2

    Scenario: A wall with no placement at all is an input error
      Given the wall:
        | caster     | b2      |
        | range      | 6       |
        | sections   | 2       |
        | placements | nothing |
      When I call awoudan.place_wall
      Then it is an input error at wall.placements

  Rule: awoudan.walls.origin-range

    Scenario Outline: An origin <away> squares from a caster with range 4 <verdict>
      Given the wall:
        | caster     | a1                  |
        | range      | 4                   |
        | sections   | 2                   |
        | placements | <origin> and <next> |
      When I call awoudan.place_wall
      Then the result has:
        | origin          | <standing> |
        | origin distance | <distance> |

      Examples:
        | origin | next | away | verdict                                     | standing | distance |
        | e5     | e6   | 4    | stands                                      | e5       | 4        |
        | d5     | d6   | 4    | stands however far it reaches on a diagonal | d5       | 4        |
        | f5     | e5   | 5    | is turned down and the next square tried    | e5       | 4        |

    Scenario: An origin beyond the range is turned down citing the range rule
      Given the wall:
        | caster     | a1      |
        | range      | 4       |
        | sections   | 1       |
        | placements | f1 only |
      When I call awoudan.place_wall
      Then the result has these invalid:
        | square | rule                       |
        | f1     | awoudan.walls.origin-range |

    Scenario: A wall of range 0 reaches no square, so its origin is turned down
      Given the wall:
        | caster     | b2      |
        | range      | 0       |
        | sections   | 1       |
        | placements | c2 only |
      When I call awoudan.place_wall
      Then the result has these invalid:
        | square | rule                       |
        | c2     | awoudan.walls.origin-range |

  Rule: awoudan.walls.unoccupied

    Scenario: Sections on a figure, on the caster and on another section are turned down
      Given the wall:
        | caster     | b2                    |
        | range      | 6                     |
        | sections   | 3                     |
        | placements | c2, c3, b2, c2 and d2 |
        | occupied   | c3 only               |
      When I call awoudan.place_wall
      Then the result has these invalid:
        | square | rule                     |
        | c3     | awoudan.walls.unoccupied |
        | b2     | awoudan.walls.unoccupied |
        | c2     | awoudan.walls.unoccupied |

    Scenario: A section on a figure's square is turned down
      Given the wall:
        | caster     | d4        |
        | range      | 4         |
        | sections   | 2         |
        | placements | d5 and e5 |
        | occupied   | e5 only   |
      When I call awoudan.place_wall
      Then the result has these invalid:
        | square | rule                     |
        | e5     | awoudan.walls.unoccupied |

  Rule: awoudan.walls.continuous

    Scenario: A section away from the wall is turned down and the wall goes on without it
      Given the wall:
        | caster     | a1                |
        | range      | 6                 |
        | sections   | 3                 |
        | placements | c3, c5, c4 and c5 |
      When I call awoudan.place_wall
      Then the result has:
        | placed           | c3, c4 and c5            |
        | invalid.0.square | c5                       |
        | invalid.0.rule   | awoudan.walls.continuous |

    Scenario Outline: A section a knight's move from the wall, at <square>, touches it nowhere
      Given the wall:
        | caster     | a1                 |
        | range      | 9                  |
        | sections   | 2                  |
        | placements | d4 and <square>    |
      When I call awoudan.place_wall
      Then the result has these invalid:
        | square   | rule                     |
        | <square> | awoudan.walls.continuous |

      Examples:
        | square |
        | e6     |
        | f5     |
        | f3     |
        | e2     |
        | c2     |
        | b3     |
        | b5     |
        | c6     |

  Rule: awoudan.walls.no-diagonal

    Scenario: A staircase step joined only at a corner is turned down
      Given the wall:
        | caster     | a1                |
        | range      | 6                 |
        | sections   | 4                 |
        | placements | f3, g3, g4 and h5 |
      When I call awoudan.place_wall
      Then the result has these invalid:
        | square | rule                      |
        | h5     | awoudan.walls.no-diagonal |

  Rule: awoudan.walls.three-sections

    Scenario: A branch giving a section a third neighbour is turned down, whichever is placed last
      Given the wall:
        | caster     | a1                    |
        | range      | 6                     |
        | sections   | 5                     |
        | placements | b1, c1, d1, e1 and c2 |
      When I call awoudan.place_wall
      Then the result has these invalid:
        | square | rule                         |
        | c2     | awoudan.walls.three-sections |

    Scenario: A section placed where it would touch three others is turned down
      Given the wall:
        | caster     | a1                        |
        | range      | 6                         |
        | sections   | 6                         |
        | placements | c3, c4, d4, e4, e3 and d3 |
      When I call awoudan.place_wall
      Then the result has these invalid:
        | square | rule                         |
        | d3     | awoudan.walls.three-sections |

  Rule: awoudan.walls.discarded

    Scenario: Sections that find no valid square are discarded
      Given the wall:
        | caster     | a1                |
        | range      | 6                 |
        | sections   | 5                 |
        | placements | c3, d3, f3 and e4 |
      When I call awoudan.place_wall
      Then the result has:
        | placed    | c3 and d3 |
        | discarded | 3         |
        | valid     | no        |

    Scenario: A wall given fewer placements than its sections is not whole, though no section was turned down
      Given the wall:
        | caster     | a1        |
        | range      | 6         |
        | sections   | 3         |
        | placements | c3 and c4 |
      When I call awoudan.place_wall
      Then the result has:
        | placed    | c3 and c4 |
        | invalid   | nothing   |
        | discarded | 1         |
        | valid     | no        |

    Scenario: A wall with a section turned down is not whole, even when a later placement makes up the count
      Given the wall:
        | caster     | a1            |
        | range      | 6             |
        | sections   | 2             |
        | placements | c3, e5 and c4 |
      When I call awoudan.place_wall
      Then the result has:
        | placed    | c3 and c4 |
        | discarded | 0         |
        | valid     | no        |
