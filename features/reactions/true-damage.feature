Feature: True damage
  True damage goes through armor and cannot be blocked, but it can be dodged.

  Background:
    Given the defender:
      | health         | 30 |
      | reactions      | 3  |
      | armor.physical | 6  |
      | armor.magical  | 6  |
      | block_bonus    | 8  |

  Rule: reactions.true-damage.ignores-armor

    Scenario: True damage meets neither physical nor magical armor
      Given the attack:
        | type           | "true"  |
        | power          | 11      |
        | critical_bonus | 3       |
        | critical_roll  | success |
      When I call reactions.resolve_attack
      Then the result has:
        | power            | 14 |
        | armor            | 0  |
        | reduction        | 0  |
        | damage_to_health | 14 |
        | health_left      | 16 |

    Scenario: True damage of 12 goes through 2 armor of each type, whole, to a shield of 5 that leaves 7 for health
      Given the attack:
        | type          | "true"  |
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
        | armor            | 0  |
        | damage           | 12 |
        | shield_soak      | 5  |
        | damage_to_health | 7  |
        | health_left      | 23 |

  Rule: reactions.true-damage.no-block

    Scenario Outline: A block of either type against true damage is refused
      Given the attack:
        | type          | "true"  |
        | power         | 11      |
        | critical_roll | failure |
      And these reactions:
        | kind  | type         | outcome |
        | block | <block type> | success |
      When I call reactions.resolve_attack
      Then it is refused by reactions.true-damage.no-block

      Examples:
        | block type |
        | physical   |
        | magical    |

    Scenario: A block against true damage is refused even after a failed dodge, whatever the block bonus
      Given the attack:
        | type           | "true"  |
        | power          | 9       |
        | critical_bonus | 2       |
        | critical_roll  | success |
      And the defender:
        | health      | 30 |
        | reactions   | 4  |
        | block_bonus | 8  |
      And these reactions:
        | kind  | type     | outcome |
        | dodge |          | failure |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then it is refused by reactions.true-damage.no-block

    Scenario: A failed magical block against true damage is refused as well, not just wasted
      Given the attack:
        | type          | "true"  |
        | power         | 5       |
        | critical_roll | failure |
      And these reactions:
        | kind  | type    | outcome |
        | block | magical | failure |
      When I call reactions.resolve_attack
      Then it is refused by reactions.true-damage.no-block

  Rule: reactions.true-damage.dodgeable

    Scenario: A successful dodge avoids true damage
      Given the attack:
        | type  | "true" |
        | power | 11     |
      And these reactions:
        | kind  | outcome |
        | dodge | success |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged           | true |
        | damage_to_health | 0    |
        | reactions_left   | 1    |

    Scenario: A failed dodge against true damage lets it all through
      Given the attack:
        | type          | "true"  |
        | power         | 11      |
        | critical_roll | failure |
      And these reactions:
        | kind  | outcome |
        | dodge | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged           | false |
        | damage_to_health | 11    |

    Scenario: A successful dodge spares the shield and health from true damage that armor could not stop
      Given the attack:
        | type           | "true"  |
        | power          | 16      |
        | critical_bonus | 4       |
        | critical_roll  | success |
      And the defender:
        | health    | 12 |
        | reactions | 2  |
        | shield    | 5  |
      And these reactions:
        | kind  | outcome |
        | dodge | success |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged           | true |
        | damage           | 0    |
        | shield_left      | 5    |
        | damage_to_health | 0    |
        | health_left      | 12   |

    Scenario: A second dodge after a failed one still avoids true damage, for four reactions
      Given the attack:
        | type          | "true"  |
        | power         | 11      |
        | critical_roll | failure |
      And the defender:
        | health    | 30 |
        | reactions | 4  |
      And these reactions:
        | kind  | outcome |
        | dodge | failure |
        | dodge | success |
      When I call reactions.resolve_attack
      Then the result has:
        | reactions_spent  | 4    |
        | dodged           | true |
        | damage_to_health | 0    |
        | health_left      | 30   |
