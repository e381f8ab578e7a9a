Feature: The four worked examples of the reactions rulebook
  Each worked example of the rulebook, with its own numbers. The rulebook gives no
  health or reaction pool for the defender, so these scenarios pick 40 health and
  3 reactions; everything else is the rulebook's.

  Rule: reactions.examples.critical-attack

    Scenario: Two failed physical blocks and a critical roll leave 28 damage (example A)
      Given the attack:
        | type           | physical |
        | power          | 24       |
        | critical_bonus | 10       |
        | critical_roll  | success  |
      And the defender:
        | health         | 40 |
        | reactions      | 3  |
        | armor.physical | 6  |
        | block_bonus    | 8  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | block | physical | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | power            | 34    |
        | armor            | 6     |
        | block_bonus      | 0     |
        | damage           | 28    |
        | damage_to_health | 28    |
        | health_left      | 12    |
        | reactions_spent  | 2     |
        | critical         | true  |
        | blocked          | false |

  Rule: reactions.examples.dodged-attack

    Scenario: A successful dodge for two reactions avoids all damage (example B)
      Given the attack:
        | type  | magical |
        | power | 24      |
      And the defender:
        | health    | 40 |
        | reactions | 3  |
      And these reactions:
        | kind  | outcome |
        | dodge | success |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged           | true |
        | reactions_spent  | 2    |
        | reactions_left   | 1    |
        | critical         | null |
        | power            | null |
        | damage_to_health | 0    |
        | health_left      | 40   |

  Rule: reactions.examples.blocked-attack

    Scenario: One successful magical block and a failed critical roll leave 10 damage (example C)
      Given the attack:
        | type           | magical |
        | power          | 24      |
        | critical_bonus | 10      |
        | critical_roll  | failure |
      And the defender:
        | health        | 40 |
        | reactions     | 3  |
        | armor.magical | 6  |
        | block_bonus   | 8  |
      And these reactions:
        | kind  | type    | outcome |
        | block | magical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | power            | 24    |
        | critical         | false |
        | armor            | 6     |
        | block_bonus      | 8     |
        | reduction        | 14    |
        | damage           | 10    |
        | damage_to_health | 10    |
        | reactions_spent  | 1     |

  Rule: reactions.examples.double-success

    Scenario: A block that succeeds on the second try and a critical roll leave 20 damage (example D)
      Given the attack:
        | type           | physical |
        | power          | 24       |
        | critical_bonus | 10       |
        | critical_roll  | success  |
      And the defender:
        | health         | 40 |
        | reactions      | 3  |
        | armor.physical | 6  |
        | block_bonus    | 8  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | failure |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | power            | 34   |
        | blocked          | true |
        | reduction        | 14   |
        | damage           | 20   |
        | damage_to_health | 20   |
        | health_left      | 20   |
        | reactions_spent  | 2    |
        | reactions_left   | 1    |
