Feature: Reactions: blocking and dodging
  The defender answers an attack by spending reactions from its pool, in the order it
  chooses: blocks of the attack's type and dodges.

  Background:
    Given the attack:
      | type           | physical |
      | power          | 20       |
      | critical_bonus | 4        |
      | critical_roll  | failure  |

  Rule: reactions.defense.pool

    Scenario: Reactions that cost exactly what is left are allowed and empty the pool
      Given the defender:
        | health    | 30 |
        | reactions | 2  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | block | physical | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | reactions_spent | 2 |
        | reactions_left  | 0 |

    Scenario: A block with no reaction left is refused
      Given the defender:
        | health    | 30 |
        | reactions | 1  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.pool

    Scenario: A defender with no reactions cannot react at all
      Given the defender:
        | health    | 30 |
        | reactions | 0  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.pool

  Rule: reactions.defense.block-cost

    Scenario: Each block attempt costs one reaction, failed or not
      Given the defender:
        | health    | 30 |
        | reactions | 5  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | block | physical | failure |
        | block | physical | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | reactions_spent | 3     |
        | reactions_left  | 2     |
        | blocked         | false |

  Rule: reactions.defense.block-type

    Scenario: A magical block against a physical attack is refused
      Given the defender:
        | health    | 30 |
        | reactions | 3  |
      And these reactions:
        | kind  | type    | outcome |
        | block | magical | success |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.block-type

    Scenario: A wrong-type block is refused even after a right-type block failed
      Given the defender:
        | health    | 30 |
        | reactions | 3  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | block | magical  | success |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.block-type

    Scenario: A failed magical block against a physical attack is refused too, though it would add nothing
      Given the defender:
        | health      | 30 |
        | reactions   | 2  |
        | block_bonus | 3  |
      And these reactions:
        | kind  | type    | outcome |
        | block | magical | failure |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.block-type

  Rule: reactions.defense.block-bonus

    Scenario: Several failed blocks then a success add the block bonus once
      Given the defender:
        | health         | 30 |
        | reactions      | 4  |
        | armor.physical | 2  |
        | block bonus    | 5  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | block | physical | failure |
        | block | physical | failure |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | blocked          | yes |
        | block bonus      | 5   |
        | reduction        | 7   |
        | damage to health | 13  |
        | reactions left   | 0   |

    Scenario: Failed blocks add no block bonus
      Given the defender:
        | health         | 30 |
        | reactions      | 2  |
        | armor.physical | 2  |
        | block bonus    | 5  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | blocked     | no |
        | block bonus | 0  |
        | reduction   | 2  |
        | damage      | 18 |

    Scenario: A successful block reduces the damage but does not cancel the hit
      Given the defender:
        | health      | 30 |
        | reactions   | 1  |
        | block bonus | 5  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | blocked          | yes |
        | damage to health | 15  |
        | health left      | 15  |

    Scenario: A defender that states no block bonus gains nothing from a successful block
      Given the defender:
        | health         | 30 |
        | reactions      | 1  |
        | armor.physical | 2  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | blocked     | true |
        | block_bonus | 0    |
        | reduction   | 2    |
        | damage      | 18   |

    Scenario: A magical block by a defender stating no block bonus reduces by the magical armor alone
      Given the attack:
        | type          | magical |
        | power         | 11      |
        | critical_roll | failure |
      And the defender:
        | health        | 40 |
        | reactions     | 1  |
        | armor.magical | 5  |
      And these reactions:
        | kind  | type    | outcome |
        | block | magical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | blocked     | true |
        | block_bonus | 0    |
        | reduction   | 5    |
        | damage      | 6    |

    Scenario: A failed block and then a failed dodge add no block bonus: only armor 1 comes off the 20
      Given the defender:
        | health         | 30 |
        | reactions      | 3  |
        | armor.physical | 1  |
        | block bonus    | 6  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | dodge |          | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | block bonus      | 0  |
        | reduction        | 1  |
        | damage to health | 19 |

  Rule: reactions.defense.one-successful-block

    Scenario: A block after a successful block is refused
      Given the defender:
        | health      | 30 |
        | reactions   | 3  |
        | block_bonus | 5  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.one-successful-block

    Scenario: A failed block after one that held is refused, so it cannot undo the block
      Given the defender:
        | health         | 30 |
        | reactions      | 4  |
        | armor.physical | 2  |
        | block_bonus    | 6  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
        | block | physical | failure |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.one-successful-block

  Rule: reactions.defense.dodge-cost

    Scenario: A dodge with only one reaction left is refused
      Given the defender:
        | health    | 30 |
        | reactions | 1  |
      And these reactions:
        | kind  | outcome |
        | dodge | success |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.pool

    Scenario: A failed dodge still costs two reactions
      Given the defender:
        | health    | 30 |
        | reactions | 3  |
      And these reactions:
        | kind  | outcome |
        | dodge | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | reactions_spent | 2 |
        | reactions_left  | 1 |

  Rule: reactions.defense.dodge

    Scenario: A failed dodge lets the attack go on to the critical roll and the damage
      Given the defender:
        | health    | 30 |
        | reactions | 2  |
      And these reactions:
        | kind  | outcome |
        | dodge | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged           | false |
        | critical         | false |
        | power            | 20    |
        | damage_to_health | 20    |
        | health_left      | 10    |

    Scenario: A successful dodge avoids all damage, even when the defender has a shield
      Given the defender:
        | health    | 30 |
        | reactions | 2  |
        | shield    | 5  |
      And these reactions:
        | kind  | outcome |
        | dodge | success |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged           | true |
        | damage           | 0    |
        | shield_soak      | 0    |
        | shield_left      | 5    |
        | damage_to_health | 0    |
        | health_left      | 30   |

    Scenario: A dodge after a failed dodge spares a shield of 12 and a health of 9 the whole attack
      Given the attack:
        | type           | magical |
        | power          | 15      |
        | critical_roll  | success |
        | critical_bonus | 6       |
      And the defender:
        | health        | 9  |
        | reactions     | 4  |
        | armor.magical | 4  |
        | block_bonus   | 3  |
        | shield        | 12 |
      And these reactions:
        | kind  | outcome |
        | dodge | failure |
        | dodge | success |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged           | true |
        | armor            | 0    |
        | block_bonus      | 0    |
        | reduction        | 0    |
        | damage           | 0    |
        | shield_soak      | 0    |
        | shield_left      | 12   |
        | damage_to_health | 0    |
        | health_left      | 9    |

    Scenario: No reaction may follow a successful dodge
      Given the defender:
        | health    | 30 |
        | reactions | 4  |
      And these reactions:
        | kind  | type     | outcome |
        | dodge |          | success |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.dodge

    Scenario: A failed block after a successful dodge is refused: the attack is already over
      Given the attack:
        | type          | magical |
        | power         | 12      |
        | critical_roll | failure |
      And the defender:
        | health    | 20 |
        | reactions | 3  |
      And these reactions:
        | kind  | type    | outcome |
        | dodge |         | success |
        | block | magical | failure |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.dodge

    Scenario: A block that would hold is refused after a successful dodge, even with reactions to spare
      Given the defender:
        | health         | 30 |
        | reactions      | 6  |
        | armor.physical | 3  |
        | block_bonus    | 9  |
      And these reactions:
        | kind  | type     | outcome |
        | dodge |          | failure |
        | dodge |          | success |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.dodge

    Scenario: A dodged attack meets no armor and no block bonus, even after a successful block
      Given the defender:
        | health         | 30 |
        | reactions      | 3  |
        | armor.physical | 6  |
        | block_bonus    | 4  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
        | dodge |          | success |
      When I call reactions.resolve_attack
      Then the result has:
        | blocked     | true |
        | dodged      | true |
        | armor       | 0    |
        | block_bonus | 0    |
        | reduction   | 0    |
        | damage      | 0    |
        | health_left | 30   |
