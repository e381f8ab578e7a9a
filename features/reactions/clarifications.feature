Feature: Clarifications of the reactions rulebook
  Each rule here pins one ruling on a point the rulebook leaves open or words two ways.
  The question, the ruling and the evidence are on the clarifications page.

  Background:
    Given the attack:
      | type           | physical |
      | power          | 20       |
      | critical_bonus | 10       |
      | critical_roll  | failure  |

  Rule: reactions.clarifications.block-cost

    Scenario: Blocking twice spends two reactions, not one
      Given the defender:
        | health    | 30 |
        | reactions | 3  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | block | physical | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | reactions_spent | 2 |
        | reactions_left  | 1 |

    Scenario: Blocking twice with a single reaction is refused
      Given the defender:
        | health    | 30 |
        | reactions | 1  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | block | physical | failure |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.pool

  Rule: reactions.clarifications.damage-floor

    Scenario: Armor and block bonus larger than the power leave 0 damage, not healing
      Given the defender:
        | health         | 30 |
        | reactions      | 1  |
        | armor.physical | 15 |
        | block_bonus    | 8  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | reduction        | 23 |
        | damage           | 0  |
        | damage_to_health | 0  |
        | health_left      | 30 |

  Rule: reactions.clarifications.shield-soaks-every-type

    Scenario Outline: A shield soaks physical, magical and true damage alike, after armor
      Given the attack:
        | type          | <type>  |
        | power         | 12      |
        | critical_roll | failure |
      And the defender:
        | health         | 30 |
        | reactions      | 0  |
        | armor.physical | 2  |
        | armor.magical  | 2  |
        | shield         | 5  |
      When I call reactions.resolve_attack
      Then the result has:
        | damage           | <damage> |
        | shield_soak      | 5        |
        | damage_to_health | <health> |

      Examples:
        | type     | damage | health |
        | physical | 10     | 5      |
        | magical  | 10     | 5      |
        | "true"   | 12     | 7      |

  Rule: reactions.clarifications.mixing-block-and-dodge

    Scenario: A failed block, then a successful dodge, avoids the attack for three reactions
      Given the defender:
        | health    | 30 |
        | reactions | 3  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | dodge |          | success |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged          | true |
        | reactions_spent | 3    |
        | reactions_left  | 0    |

    Scenario: A failed dodge, then a successful block, keeps the block bonus
      Given the defender:
        | health      | 30 |
        | reactions   | 3  |
        | block_bonus | 8  |
      And these reactions:
        | kind  | type     | outcome |
        | dodge |          | failure |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged           | false |
        | blocked          | true  |
        | damage_to_health | 12    |
        | reactions_left   | 0     |

    Scenario: A successful block, then a failed dodge, keeps the block bonus
      Given the defender:
        | health      | 30 |
        | reactions   | 3  |
        | block_bonus | 8  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
        | dodge |          | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | blocked          | true |
        | damage_to_health | 12   |

  Rule: reactions.clarifications.reaction-pool

    Scenario: The reactions left after an attack are the pool less what the attack cost
      Given the defender:
        | health    | 30 |
        | reactions | 7  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | dodge |          | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | reactions_spent | 3 |
        | reactions_left  | 4 |

  Rule: reactions.clarifications.block-after-success

    Scenario: A second successful block does not add the block bonus twice, it is refused
      Given the defender:
        | health      | 30 |
        | reactions   | 2  |
        | block_bonus | 8  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
        | block | physical | failure |
      When I call reactions.resolve_attack
      Then it is refused by reactions.defense.one-successful-block

  Rule: reactions.clarifications.health-below-zero

    Scenario: Health left can be negative: the rulebook sets no floor on current health
      Given the attack:
        | type          | "true"  |
        | power         | 12      |
        | critical_roll | failure |
      And the defender:
        | health    | 5 |
        | reactions | 0 |
      When I call reactions.resolve_attack
      Then the result has:
        | damage_to_health | 12 |
        | health_left      | -7 |

  Rule: reactions.clarifications.roll-chances

    Scenario: An attack that reaches the critical roll without its outcome is an input error
      Given the attack:
        | type           | physical |
        | power          | 20       |
        | critical_bonus | 10       |
      And the defender:
        | health    | 30 |
        | reactions | 0  |
      When I call reactions.resolve_attack
      Then it is an input error at attack.critical_roll

    Scenario: A successful dodge needs no critical roll
      Given the attack:
        | type           | physical |
        | power          | 20       |
        | critical_bonus | 10       |
      And the defender:
        | health    | 30 |
        | reactions | 2  |
      And these reactions:
        | kind  | outcome |
        | dodge | success |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged      | true |
        | health_left | 30   |

  Rule: reactions.clarifications.rolls-ahead

    Scenario Outline: A dodged attack given a critical roll of <roll> takes nothing and has no critical hit
      Given the attack:
        | type           | physical |
        | power          | 20       |
        | critical_bonus | 10       |
        | critical_roll  | <roll>   |
      And the defender:
        | health    | 30 |
        | reactions | 2  |
      And these reactions:
        | kind  | outcome |
        | dodge | success |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged      | true |
        | critical    | none |
        | power       | none |
        | health_left | 30   |

      Examples:
        | roll    |
        | success |
        | failure |

