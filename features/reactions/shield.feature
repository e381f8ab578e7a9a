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

    Scenario: Armor meets the attack before the shield, so a shield of 5 behind armor 6 keeps 1 of a 10-power blow
      Given the attack:
        | type          | physical |
        | power         | 10       |
        | critical_roll | failure  |
      And the defender:
        | health         | 20 |
        | reactions      | 0  |
        | armor.physical | 6  |
        | shield         | 5  |
      When I call reactions.resolve_attack
      Then the result has:
        | damage           | 4  |
        | shield_soak      | 4  |
        | shield_left      | 1  |
        | damage_to_health | 0  |
        | health_left      | 20 |

    Scenario: Magical armor 3 takes its share of an 8-power spell before a shield of 6 soaks the 5 left
      Given the attack:
        | type          | magical |
        | power         | 8       |
        | critical_roll | failure |
      And the defender:
        | health        | 12 |
        | reactions     | 0  |
        | armor.magical | 3  |
        | shield        | 6  |
      When I call reactions.resolve_attack
      Then the result has:
        | damage      | 5 |
        | shield_soak | 5 |
        | shield_left | 1 |

    Scenario: A successful block's bonus comes off before the shield, which then soaks only the 2 left of 12
      Given the attack:
        | type          | physical |
        | power         | 12       |
        | critical_roll | failure  |
      And the defender:
        | health         | 15 |
        | reactions      | 1  |
        | armor.physical | 2  |
        | block_bonus    | 8  |
        | shield         | 4  |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | damage      | 2 |
        | shield_soak | 2 |
        | shield_left | 2 |
        | health_left | 15 |
