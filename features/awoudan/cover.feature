Feature: Paladins of Awoudan: cover
  A foe of the attacker standing between attacker and target gives the target cover: -2 to the
  attack roll, or -8 when the game master rules superior cover.

  Background:
    Given the attacker is Ilse
    And the target is Orc

  Rule: awoudan.cover.between

    Scenario Outline: Between <from> and <to> lie <between>
      Given these figures:
        | name | square | side     |
        | Ilse | <from> | paladins |
        | Orc  | <to>   | raiders  |
      When I call awoudan.check_cover
      Then the result has:
        | between | <between> |

      Examples:
        | from | to | between               |
        | a1   | e1 | b1, c1 and d1         |
        | e5   | e1 | e4, e3 and e2         |
        | a1   | d4 | b2 and c3             |
        | a1   | c2 | b1 and b2             |
        | a1   | e3 | b1, b2, c2, d2 and d3 |
        | c3   | d4 | nothing               |

  Rule: awoudan.cover.foes

    Scenario: A foe of the attacker standing between gives the target cover
      Given these figures:
        | name   | square | side     |
        | Ilse   | a1     | paladins |
        | Goblin | c1     | raiders  |
        | Orc    | e1     | raiders  |
      When I call awoudan.check_cover
      Then the result has:
        | covering | Goblin only |
        | cover    | cover       |
        | penalty  | -2          |

    Scenario: A foe beside the line, not on it, gives no cover
      Given these figures:
        | name   | square | side     |
        | Ilse   | a1     | paladins |
        | Goblin | c2     | raiders  |
        | Orc    | e1     | raiders  |
      When I call awoudan.check_cover
      Then the result has:
        | covering | nothing |
        | cover    | "none"  |
        | penalty  | 0       |

  Rule: awoudan.cover.penalty

    Scenario Outline: Figures <figures_cover> and terrain <terrain> give <cover>, <penalty> to the attack
      Given these figures:
        | name   | square   | side     |
        | Ilse   | a1       | paladins |
        | Goblin | <goblin> | raiders  |
        | Orc    | e1       | raiders  |
      And the terrain is <terrain>
      When I call awoudan.check_cover
      Then the result has:
        | cover   | <cover>   |
        | penalty | <penalty> |

      Examples:
        | figures_cover | goblin | terrain  | cover    | penalty |
        | "none"        | c3     | "none"   | "none"   | 0       |
        | "none"        | c3     | cover    | cover    | -2      |
        | cover         | c1     | "none"   | cover    | -2      |
        | cover         | c1     | superior | superior | -8      |
