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
