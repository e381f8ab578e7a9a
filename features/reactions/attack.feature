Feature: The attack and its damage
  How an attack unfolds, what the critical roll adds, which armor counts and how much
  damage is left. Reactions have their own page.

  Background:
    Given the defender:
      | health         | 50 |
      | reactions      | 2  |
      | armor.physical | 6  |
      | armor.magical  | 3  |
      | block_bonus    | 8  |

  Rule: reactions.attack.steps

    Scenario: An attack with no reactions goes straight from the declaration to the damage
      Given the attack:
        | type          | physical |
        | power         | 20       |
        | critical_roll | failure  |
      And no reactions
      When I call reactions.resolve_attack
      Then the result has:
        | reactions_spent  | 0  |
        | reactions_left   | 2  |
        | power            | 20 |
        | damage_to_health | 14 |
        | health_left      | 36 |

    Scenario: The critical roll comes after the reactions, so a dodge leaves no critical roll to make
      Given the attack:
        | type           | physical |
        | power          | 20       |
        | critical_bonus | 10       |
        | critical_roll  | success  |
      And these reactions:
        | kind  | outcome |
        | dodge | success |
      When I call reactions.resolve_attack
      Then the result has:
        | critical | null |
        | power    | null |
        | damage   | 0    |

  Rule: reactions.attack.types

    Scenario Outline: Each attack type meets its own defences
      Given the attack:
        | type          | <type>  |
        | power         | 20      |
        | critical_roll | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | attack_type | <type>   |
        | armor       | <armor>  |
        | damage      | <damage> |

      Examples:
        | type     | armor | damage |
        | physical | 6     | 14     |
        | magical  | 3     | 17     |
        | "true"   | 0     | 20     |

  Rule: reactions.attack.critical

    Scenario: A successful critical roll adds the critical bonus to the power
      Given the attack:
        | type           | "true"  |
        | power          | 7       |
        | critical_bonus | 5       |
        | critical_roll  | success |
      When I call reactions.resolve_attack
      Then the result has:
        | critical | true |
        | power    | 12   |

    Scenario: A failed critical roll leaves the power as it was
      Given the attack:
        | type           | "true"  |
        | power          | 7       |
        | critical_bonus | 5       |
        | critical_roll  | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | critical | false |
        | power    | 7     |

    Scenario: A critical bonus of 0 adds nothing even on a success
      Given the attack:
        | type           | "true"  |
        | power          | 7       |
        | critical_bonus | 0       |
        | critical_roll  | success |
      When I call reactions.resolve_attack
      Then the result has:
        | critical | true |
        | power    | 7    |

    Scenario: A physical attack of 12 that states no critical bonus stays at 12 on a successful critical roll
      Given the attack:
        | type          | physical |
        | power         | 12       |
        | critical_roll | success  |
      When I call reactions.resolve_attack
      Then the result has:
        | critical | true |
        | power    | 12   |
        | damage   | 6    |

    Scenario: An attack that states no critical bonus adds nothing on a successful critical roll
      Given the attack:
        | type          | "true"  |
        | power         | 7       |
        | critical_roll | success |
      When I call reactions.resolve_attack
      Then the result has:
        | critical | true |
        | power    | 7    |

  Rule: reactions.attack.armor

    Scenario: Physical armor does not reduce a magical attack
      Given the attack:
        | type          | magical |
        | power         | 10      |
        | critical_roll | failure |
      And the defender:
        | health         | 50 |
        | reactions      | 0  |
        | armor.physical | 9  |
      When I call reactions.resolve_attack
      Then the result has:
        | armor  | 0  |
        | damage | 10 |

    Scenario: A magical attack of 4 on a defender stating only physical armor loses nothing
      Given the attack:
        | type          | magical |
        | power         | 4       |
        | critical_roll | failure |
      And the defender:
        | health         | 20 |
        | reactions      | 0  |
        | armor.physical | 3  |
      When I call reactions.resolve_attack
      Then the result has:
        | armor       | 0  |
        | damage      | 4  |
        | health_left | 16 |

    Scenario: Armor of the attack's type is subtracted from the power
      Given the attack:
        | type          | magical |
        | power         | 10      |
        | critical_roll | failure |
      And the defender:
        | health        | 50 |
        | reactions     | 0  |
        | armor.magical | 9  |
      When I call reactions.resolve_attack
      Then the result has:
        | armor  | 9 |
        | damage | 1 |

  Rule: reactions.attack.damage

    Scenario Outline: Damage is the power less every reduction, and never less than 0
      Given the attack:
        | type          | physical |
        | power         | <power>  |
        | critical_roll | failure  |
      And the defender:
        | health         | 30      |
        | reactions      | 1       |
        | armor.physical | <armor> |
        | block_bonus    | 8       |
      And these reactions:
        | kind  | type     | outcome |
        | block | physical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | reduction        | <reduction> |
        | damage           | <damage>    |
        | damage_to_health | <damage>    |
        | health_left      | <health>    |

      Examples:
        | power | armor | reduction | damage | health |
        | 15    | 6     | 14        | 1      | 29     |
        | 14    | 6     | 14        | 0      | 30     |
        | 13    | 6     | 14        | 0      | 30     |
        | 0     | 0     | 8         | 0      | 30     |
        | 40    | 0     | 8         | 32     | -2     |

    Scenario: A spell of 3 against magical armor 5 does no damage and leaves health at 10, not 12
      Given the attack:
        | type          | magical |
        | power         | 3       |
        | critical_roll | failure |
      And the defender:
        | health        | 10 |
        | reactions     | 0  |
        | armor.magical | 5  |
      When I call reactions.resolve_attack
      Then the result has:
        | damage           | 0  |
        | damage_to_health | 0  |
        | health_left      | 10 |
