Feature: Shields
  An active shield is the last layer: it takes what armor and block leave before current
  health does.

  Rule: reactions.shield.soak

    Scenario Outline: A shield soaks the damage first and health takes the rest
      Given the attack:
        | type          | "true"   |
        | power         | <damage> |
        | critical_roll | failure  |
      And the defender:
        | health    | 20       |
        | reactions | 0        |
        | shield    | <shield> |
      When I call reactions.resolve_attack
      Then the result has:
        | damage           | <damage> |
        | shield_soak      | <soak>   |
        | shield_left      | <left>   |
        | damage_to_health | <health> |
        | health_left      | <after>  |

      Examples:
        | damage | shield | soak | left | health | after |
        | 10     | 15     | 10   | 5    | 0      | 20    |
        | 10     | 10     | 10   | 0    | 0      | 20    |
        | 10     | 9      | 9    | 0    | 1      | 19    |
        | 10     | 4      | 4    | 0    | 6      | 14    |
        | 10     | 0      | 0    | 0    | 10     | 10    |
        | 0      | 4      | 0    | 4    | 0      | 20    |

    Scenario: The shield takes only what armor and block leave of a physical attack
      Given the attack:
        | type          | physical |
        | power         | 20       |
        | critical_roll | failure  |
      And the defender:
        | health         | 20 |
        | reactions      | 1  |
        | armor.physical | 6  |
        | block_bonus    | 8  |
        | shield         | 4  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | damage           | 6  |
        | shield_soak      | 4  |
        | shield_left      | 0  |
        | damage_to_health | 2  |
        | health_left      | 18 |
