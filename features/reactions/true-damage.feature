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
