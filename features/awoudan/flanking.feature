Feature: Paladins of Awoudan: flanking
  A figure is flanked by two foes next to it on exactly opposite squares; those two, and only
  they, gain combat advantage (+2 to the attack roll) against it.

  Rule: awoudan.flanking.flanked

    Scenario Outline: Foes at <first> and <second> around a character at e5 <verdict>
      Given these figures:
        | name | square   | side     |
        | Ilse | e5       | paladins |
        | Orc  | <first>  | raiders  |
        | Ogre | <second> | raiders  |
      When I call awoudan.find_flanks
      Then the result has:
        | flanks | <flanks> |

      Examples:
        | first | second | verdict                             | flanks                                            |
        | d6    | f4     | flank it across the corners         | [{"target": "Ilse", "flankers": ["Orc", "Ogre"]}] |
        | d5    | f5     | flank it across the sides           | [{"target": "Ilse", "flankers": ["Orc", "Ogre"]}] |
        | e6    | f4     | do not flank it, not quite opposite | nothing                                           |
        | e7    | e4     | do not flank it, one being two away | nothing                                           |

    Scenario: Figures of the same side never flank each other
      Given these figures:
        | name | square | side     |
        | Ilse | e5     | paladins |
        | Bram | d5     | paladins |
        | Cora | f5     | paladins |
      When I call awoudan.find_flanks
      Then the result has:
        | flanks | nothing |

    Scenario: Two figures on one square are an input error
      Given these figures:
        | name | square | side     |
        | Ilse | e5     | paladins |
        | Orc  | e5     | raiders  |
      When I call awoudan.find_flanks
      Then it is an input error at figures.1.square

    Scenario: Figures on a map of 26 columns and 99 rows are accepted
      Given these figures:
        | name | square | side     |
        | Ilse | z99    | paladins |
        | Orc  | y98    | raiders  |
      And the board:
        | columns | 26 |
        | rows    | 99 |
      When I call awoudan.find_flanks
      Then the result has:
        | flanks | nothing |

  Rule: awoudan.flanking.advantage

    Scenario: Only the two flankers gain combat advantage, not a third foe next to the target
      Given these figures:
        | name   | square | side     |
        | Ilse   | e5     | paladins |
        | Orc    | d5     | raiders  |
        | Ogre   | f5     | raiders  |
        | Goblin | e6     | raiders  |
      When I call awoudan.find_flanks
      Then the result has these advantages:
        | attacker | target | bonus |
        | Orc      | Ilse   | 2     |
        | Ogre     | Ilse   | 2     |

    Scenario: A flanked foe flanking back gains advantage only against its own target
      Given these figures:
        | name | square | side     |
        | Ilse | e5     | paladins |
        | Orc  | d5     | raiders  |
        | Ogre | f5     | raiders  |
        | Bram | g5     | paladins |
        | Cora | f6     | paladins |
        | Dirk | f4     | paladins |
      When I call awoudan.find_flanks
      Then the result has these advantages:
        | attacker | target | bonus |
        | Orc      | Ilse   | 2     |
        | Ogre     | Ilse   | 2     |
        | Ilse     | Ogre   | 2     |
        | Bram     | Ogre   | 2     |
        | Cora     | Ogre   | 2     |
        | Dirk     | Ogre   | 2     |
