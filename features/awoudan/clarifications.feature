Feature: Clarifications of the Paladins of Awoudan rulebook
  Each rule here pins one ruling on a point the rulebook leaves open or words two ways.
  The question, the ruling and the evidence are on the clarifications page.

  # Rules for turns, actions, attacks, damage and conditions go above this line.

  # Rules for areas, walls, flanking and cover go below this line.

  Rule: awoudan.clarifications.blast-width

    Scenario: An orthogonal blast 3 is four squares deep and seven wide
      Given the area:
        | pattern | blast |
        | rating  | 3     |
        | origin  | h8    |
        | facing  | S     |
      When I call awoudan.compute_area
      Then the result has:
        | count | 28                                    |
        | area  | e4-k4 e5-k5 e6-k6 e7-k7               |

    Scenario: A diagonal blast 3 is a block of four by four
      Given the area:
        | pattern | blast |
        | rating  | 3     |
        | origin  | h8    |
        | facing  | NW    |
      When I call awoudan.compute_area
      Then the result has:
        | count | 16                              |
        | area  | d9-g9 d10-g10 d11-g11 d12-g12   |

  Rule: awoudan.clarifications.burst-centre

    Scenario: A burst is centred on its target, not on the character
      Given the area:
        | pattern | burst |
        | rating  | 1     |
        | origin  | f2    |
        | target  | f6    |
        | range   | 4     |
      When I call awoudan.compute_area
      Then the result has:
        | centre   | f6                |
        | distance | 4                 |
        | area     | e5-g5 e6-g6 e7-g7 |

  Rule: awoudan.clarifications.wall-diagonal

    Scenario: A bent wall with sections diagonal to each other stands
      Given the wall:
        | caster     | a1                           |
        | range      | 6                            |
        | sections   | 5                            |
        | placements | ["b6", "c6", "d6", "b5", "b4"] |
      When I call awoudan.place_wall
      Then the result has:
        | valid   | true |
        | invalid | []   |

    Scenario: A section touching the wall only at a corner is turned down
      Given the wall:
        | caster     | a1                     |
        | range      | 6                      |
        | sections   | 3                      |
        | placements | ["c3", "d3", "e4"]     |
      When I call awoudan.place_wall
      Then the result has these invalid:
        | square | rule                       |
        | e4     | awoudan.walls.no-diagonal  |

  Rule: awoudan.clarifications.flanking-orthogonal

    Scenario: Foes north and south of a character flank it
      Given these figures:
        | name | square | side     |
        | Ilse | g5     | paladins |
        | Orc  | g6     | raiders  |
        | Ogre | g4     | raiders  |
      When I call awoudan.find_flanks
      Then the result has these flanks:
        | target | flankers        |
        | Ilse   | ["Orc", "Ogre"] |

    Scenario: Foes on two neighbouring corners do not flank
      Given these figures:
        | name | square | side     |
        | Ilse | c7     | paladins |
        | Orc  | b8     | raiders  |
        | Ogre | d8     | raiders  |
      When I call awoudan.find_flanks
      Then the result has:
        | flanks | [] |

  Rule: awoudan.clarifications.wall-loop

    Scenario: A closed two-by-two wall is allowed
      Given the wall:
        | caster     | a1                     |
        | range      | 6                      |
        | sections   | 4                      |
        | placements | ["c3", "d3", "d4", "c4"] |
      When I call awoudan.place_wall
      Then the result has:
        | placed | ["c3", "d3", "d4", "c4"] |
        | valid  | true                     |

  Rule: awoudan.clarifications.range-distance

    Scenario Outline: A burst target <away> squares off on a diagonal is within range <range> or not
      Given the area:
        | pattern | burst    |
        | rating  | 1        |
        | origin  | f2       |
        | target  | <target> |
        | range   | <range>  |
      When I call awoudan.compute_area
      Then the result has:
        | distance | <away> |

      Examples:
        | target | range | away |
        | j6     | 4     | 4    |
        | i4     | 3     | 3    |
        | g3     | 1     | 1    |

    Scenario: A diagonal step beyond the range is refused like any other
      Given the area:
        | pattern | burst |
        | rating  | 1     |
        | origin  | f2    |
        | target  | k7    |
        | range   | 4     |
      When I call awoudan.compute_area
      Then it is refused by awoudan.areas.burst

  Rule: awoudan.clarifications.cover-between

    Scenario: A foe whose square the line only grazes at a corner gives no cover
      Given these figures:
        | name   | square | side     |
        | Ilse   | a1     | paladins |
        | Orc    | c3     | raiders  |
        | Goblin | b1     | raiders  |
      And the attacker is Ilse
      And the target is Orc
      When I call awoudan.check_cover
      Then the result has:
        | between  | ["b2"] |
        | covering | []     |
        | cover    | none   |

    Scenario: A foe on a square the line crosses off the diagonal gives cover
      Given these figures:
        | name   | square | side     |
        | Ilse   | a1     | paladins |
        | Orc    | c2     | raiders  |
        | Goblin | b1     | raiders  |
      And the attacker is Ilse
      And the target is Orc
      When I call awoudan.check_cover
      Then the result has:
        | between  | ["b1", "b2"] |
        | covering | ["Goblin"]   |
        | penalty  | -2           |

  Rule: awoudan.clarifications.cover-allies

    Scenario: The attacker's own ally in the way gives the target no cover
      Given these figures:
        | name  | square | side     |
        | Ilse  | b2     | paladins |
        | Bram  | c3     | paladins |
        | Orc   | d4     | raiders  |
      And the attacker is Ilse
      And the target is Orc
      When I call awoudan.check_cover
      Then the result has:
        | between  | ["c3"] |
        | covering | []     |
        | cover    | none   |
        | penalty  | 0      |
