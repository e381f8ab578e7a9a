Feature: Paladins of Awoudan: areas on the map
  Blasts, bursts, close bursts and lines of every rating from 1 to 4 and every facing. Squares
  are named by column letter (a is the west edge) and row number (1 is the south edge); an area
  is written row by row from the south, each row's runs of squares from the west (d6-f6 d7-f7).

  Rule: awoudan.areas.distance

    Scenario Outline: A burst target <away> squares from the character is that far, diagonal steps counting one
      Given the area:
        | pattern | burst    |
        | rating  | 1        |
        | origin  | f6       |
        | target  | <target> |
        | range   | 6        |
      When I call awoudan.compute_area
      Then the result has:
        | distance | <away> |

      Examples:
        | target | away |
        | f6     | 0    |
        | h7     | 2    |
        | b3     | 4    |
        | l1     | 6    |

  Rule: awoudan.areas.blast

    Scenario Outline: A blast <rating> facing <facing> from f6 covers <count> squares
      Given the area:
        | pattern | blast    |
        | rating  | <rating> |
        | origin  | f6       |
        | facing  | <facing> |
      When I call awoudan.compute_area
      Then the result has:
        | count | <count> |
        | area  | <area>  |

      Examples:
        | rating | facing | count | area                                                    |
        | 1      | N      | 6     | e7-g7 e8-g8                                             |
        | 1      | NE     | 4     | g7-h7 g8-h8                                             |
        | 1      | E      | 6     | g5-h5 g6-h6 g7-h7                                       |
        | 1      | SE     | 4     | g4-h4 g5-h5                                             |
        | 1      | S      | 6     | e4-g4 e5-g5                                             |
        | 1      | SW     | 4     | d4-e4 d5-e5                                             |
        | 1      | W      | 6     | d5-e5 d6-e6 d7-e7                                       |
        | 1      | NW     | 4     | d7-e7 d8-e8                                             |
        | 2      | N      | 15    | d7-h7 d8-h8 d9-h9                                       |
        | 2      | NE     | 9     | g7-i7 g8-i8 g9-i9                                       |
        | 2      | E      | 15    | g4-i4 g5-i5 g6-i6 g7-i7 g8-i8                           |
        | 2      | SE     | 9     | g3-i3 g4-i4 g5-i5                                       |
        | 2      | S      | 15    | d3-h3 d4-h4 d5-h5                                       |
        | 2      | SW     | 9     | c3-e3 c4-e4 c5-e5                                       |
        | 2      | W      | 15    | c4-e4 c5-e5 c6-e6 c7-e7 c8-e8                           |
        | 2      | NW     | 9     | c7-e7 c8-e8 c9-e9                                       |
        | 3      | N      | 28    | c7-i7 c8-i8 c9-i9 c10-i10                               |
        | 3      | NE     | 16    | g7-j7 g8-j8 g9-j9 g10-j10                               |
        | 3      | E      | 28    | g3-j3 g4-j4 g5-j5 g6-j6 g7-j7 g8-j8 g9-j9               |
        | 3      | SE     | 16    | g2-j2 g3-j3 g4-j4 g5-j5                                 |
        | 3      | S      | 28    | c2-i2 c3-i3 c4-i4 c5-i5                                 |
        | 3      | SW     | 16    | b2-e2 b3-e3 b4-e4 b5-e5                                 |
        | 3      | W      | 28    | b3-e3 b4-e4 b5-e5 b6-e6 b7-e7 b8-e8 b9-e9               |
        | 3      | NW     | 16    | b7-e7 b8-e8 b9-e9 b10-e10                               |
        | 4      | N      | 45    | b7-j7 b8-j8 b9-j9 b10-j10 b11-j11                       |
        | 4      | NE     | 25    | g7-k7 g8-k8 g9-k9 g10-k10 g11-k11                       |
        | 4      | E      | 45    | g2-k2 g3-k3 g4-k4 g5-k5 g6-k6 g7-k7 g8-k8 g9-k9 g10-k10 |
        | 4      | SE     | 25    | g1-k1 g2-k2 g3-k3 g4-k4 g5-k5                           |
        | 4      | S      | 45    | b1-j1 b2-j2 b3-j3 b4-j4 b5-j5                           |
        | 4      | SW     | 25    | a1-e1 a2-e2 a3-e3 a4-e4 a5-e5                           |
        | 4      | W      | 45    | a2-e2 a3-e3 a4-e4 a5-e5 a6-e6 a7-e7 a8-e8 a9-e9 a10-e10 |
        | 4      | NW     | 25    | a7-e7 a8-e8 a9-e9 a10-e10 a11-e11                       |

  Rule: awoudan.areas.burst

    Scenario Outline: A burst <rating> centred three squares away covers <count> squares
      Given the area:
        | pattern | burst    |
        | rating  | <rating> |
        | origin  | f6       |
        | target  | f9       |
        | range   | 4        |
      When I call awoudan.compute_area
      Then the result has:
        | centre | f9      |
        | count  | <count> |
        | area   | <area>  |

      Examples:
        | rating | count | area                                                          |
        | 1      | 9     | e8-g8 e9-g9 e10-g10                                           |
        | 2      | 25    | d7-h7 d8-h8 d9-h9 d10-h10 d11-h11                             |
        | 3      | 49    | c6-i6 c7-i7 c8-i8 c9-i9 c10-i10 c11-i11 c12-i12               |
        | 4      | 81    | b5-j5 b6-j6 b7-j7 b8-j8 b9-j9 b10-j10 b11-j11 b12-j12 b13-j13 |

    Scenario: A burst centred exactly at the weapon's range is allowed
      Given the area:
        | pattern | burst |
        | rating  | 2     |
        | origin  | f6    |
        | target  | j10   |
        | range   | 4     |
      When I call awoudan.compute_area
      Then the result has:
        | distance | 4  |
        | count    | 25 |

    Scenario: A burst centred one square beyond the weapon's range is refused
      Given the area:
        | pattern | burst |
        | rating  | 2     |
        | origin  | f6    |
        | target  | a1    |
        | range   | 4     |
      When I call awoudan.compute_area
      Then it is refused by awoudan.areas.burst

    Scenario: A burst from a weapon of range 0 may still centre on the character's own square
      Given the area:
        | pattern | burst |
        | rating  | 1     |
        | origin  | f6    |
        | target  | f6    |
        | range   | 0     |
      When I call awoudan.compute_area
      Then the result has:
        | count | 9 |

  Rule: awoudan.areas.close-burst

    Scenario Outline: A close burst <rating> around f6 covers <count> squares, never the character's own
      Given the area:
        | pattern | close_burst |
        | rating  | <rating>    |
        | origin  | f6          |
      When I call awoudan.compute_area
      Then the result has:
        | count | <count> |
        | area  | <area>  |

      Examples:
        | rating | count | area                                                          |
        | 1      | 8     | e5-g5 e6 g6 e7-g7                                             |
        | 2      | 24    | d4-h4 d5-h5 d6-e6 g6-h6 d7-h7 d8-h8                           |
        | 3      | 48    | c3-i3 c4-i4 c5-i5 c6-e6 g6-i6 c7-i7 c8-i8 c9-i9               |
        | 4      | 80    | b2-j2 b3-j3 b4-j4 b5-j5 b6-e6 g6-j6 b7-j7 b8-j8 b9-j9 b10-j10 |

    Scenario: A close burst has no facing
      Given the area:
        | pattern | close_burst |
        | rating  | 1           |
        | origin  | f6          |
        | facing  | N           |
      When I call awoudan.compute_area
      Then it is an input error at area.facing

  Rule: awoudan.areas.line

    Scenario Outline: A line <rating> facing <facing> from f6 covers <count> squares
      Given the area:
        | pattern | line     |
        | rating  | <rating> |
        | origin  | f6       |
        | facing  | <facing> |
      When I call awoudan.compute_area
      Then the result has:
        | count | <count> |
        | area  | <area>  |

      Examples:
        | rating | facing | count | area         |
        | 1      | N      | 1     | f7           |
        | 1      | NE     | 1     | g7           |
        | 1      | E      | 1     | g6           |
        | 1      | SE     | 1     | g5           |
        | 1      | S      | 1     | f5           |
        | 1      | SW     | 1     | e5           |
        | 1      | W      | 1     | e6           |
        | 1      | NW     | 1     | e7           |
        | 2      | N      | 2     | f7 f8        |
        | 2      | NE     | 2     | g7 h8        |
        | 2      | E      | 2     | g6-h6        |
        | 2      | SE     | 2     | h4 g5        |
        | 2      | S      | 2     | f4 f5        |
        | 2      | SW     | 2     | d4 e5        |
        | 2      | W      | 2     | d6-e6        |
        | 2      | NW     | 2     | e7 d8        |
        | 3      | N      | 3     | f7 f8 f9     |
        | 3      | NE     | 3     | g7 h8 i9     |
        | 3      | E      | 3     | g6-i6        |
        | 3      | SE     | 3     | i3 h4 g5     |
        | 3      | S      | 3     | f3 f4 f5     |
        | 3      | SW     | 3     | c3 d4 e5     |
        | 3      | W      | 3     | c6-e6        |
        | 3      | NW     | 3     | e7 d8 c9     |
        | 4      | N      | 4     | f7 f8 f9 f10 |
        | 4      | NE     | 4     | g7 h8 i9 j10 |
        | 4      | E      | 4     | g6-j6        |
        | 4      | SE     | 4     | j2 i3 h4 g5  |
        | 4      | S      | 4     | f2 f3 f4 f5  |
        | 4      | SW     | 4     | b2 c3 d4 e5  |
        | 4      | W      | 4     | b6-e6        |
        | 4      | NW     | 4     | e7 d8 c9 b10 |

    Scenario: A line of the highest rating, 26, crosses the whole map
      Given the area:
        | pattern | line |
        | rating  | 26   |
        | origin  | a1   |
        | facing  | E    |
      When I call awoudan.compute_area
      Then the result has:
        | count   | 25    |
        | off map | 1     |
        | area    | b1-z1 |

  Rule: awoudan.areas.map-edge

    Scenario: A close burst in the corner of the map keeps only the squares on the map
      Given the area:
        | pattern | close_burst |
        | rating  | 1           |
        | origin  | a1          |
      When I call awoudan.compute_area
      Then the result has:
        | count   | 3        |
        | off map | 5        |
        | area    | b1 a2-b2 |

    Scenario: A line stops at the east edge of a small map
      Given the area:
        | pattern | line |
        | rating  | 8    |
        | origin  | c3   |
        | facing  | E    |
      And the board:
        | columns | 6 |
        | rows    | 6 |
      When I call awoudan.compute_area
      Then the result has:
        | count   | 3     |
        | off map | 5     |
        | area    | d3-f3 |

    Scenario: A character off the map is an input error
      Given the area:
        | pattern | line |
        | rating  | 2    |
        | origin  | g3   |
        | facing  | E    |
      And the board:
        | columns | 6 |
        | rows    | 6 |
      When I call awoudan.compute_area
      Then it is an input error at area.origin

    Scenario: A line stops at the north edge of a small map
      Given the area:
        | pattern | line |
        | rating  | 8    |
        | origin  | c3   |
        | facing  | N    |
      And the board:
        | columns | 6 |
        | rows    | 6 |
      When I call awoudan.compute_area
      Then the result has:
        | count   | 3        |
        | off map | 5        |
        | area    | c4 c5 c6 |

    Scenario Outline: A map of <columns> columns and <rows> rows is accepted
      Given the area:
        | pattern | close_burst |
        | rating  | 1           |
        | origin  | a1          |
      And the board:
        | columns | <columns> |
        | rows    | <rows>    |
      When I call awoudan.compute_area
      Then the result has:
        | count | <count> |

      Examples:
        | columns | rows | count |
        | 1       | 1    | 0     |
        | 26      | 99   | 3     |

    Scenario: A burst near the north edge of a map of 10 rows keeps only the squares on the map
      Given the area:
        | pattern | burst |
        | rating  | 1     |
        | origin  | e8    |
        | target  | e10   |
        | range   | 5     |
      And the board:
        | columns | 10 |
        | rows    | 10 |
      When I call awoudan.compute_area
      Then the result has:
        | count   | 6             |
        | off map | 3             |
        | area    | d9-f9 d10-f10 |
