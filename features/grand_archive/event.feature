Feature: The damage event
  One damage event, from the damage computed as it resolves to the life check that
  follows it, in the order things happen.

  Rule: grand_archive.event.order

    Scenario: A champion's attack with a weapon runs from the damage to the ally's destruction in a fixed order
      Given the event:
        | kind              | attack                 |
        | attacker.kind     | champion               |
        | attacker.name     | Lorraine               |
        | intent.0.name     | Slice                  |
        | intent.0.power    | 2                      |
        | weapon.name       | Training Sword         |
        | weapon.power      | 1                      |
        | weapon.durability | 2                      |
        | triggers          | ["Slice: draw a card"] |
      And the target:
        | kind   | ally     |
        | name   | Guardian |
        | life   | 2        |
      And these preventions:
        | kind      | amount |
        | shielding | 1      |
      When I call grand_archive.resolve_damage
      Then the result has these events:
        | event              | object             | amount |
        | damage-computed    | Lorraine           | 3      |
        | damage-prevented   | Guardian           | 1      |
        | damage-taken       | Guardian           | 2      |
        | damage-dealt       | Lorraine           | 2      |
        | hit                | Guardian           | null   |
        | triggered          | Slice: draw a card | null   |
        | durability-removed | Training Sword     | 1      |
        | life-checked       | Guardian           | 2      |
        | destroyed          | Guardian           | null   |
        | opportunity        |                    | null   |

  Rule: grand_archive.event.no-actions-between

    Scenario: A champion brought to its life dies before any player gets an opportunity
      Given the event:
        | kind           | attack  |
        | attacker.kind  | ally    |
        | attacker.name  | Raider  |
        | attacker.power | 5       |
        | triggers       | ["Raider: gain 1 power"] |
      And the target:
        | kind   | champion |
        | name   | Silvie   |
        | life   | 20       |
        | damage | 15       |
      When I call grand_archive.resolve_damage
      Then the result has these events:
        | event           | object                | amount |
        | damage-computed | Raider                | 5      |
        | damage-taken    | Silvie                | 5      |
        | damage-dealt    | Raider                | 5      |
        | hit             | Silvie                | null   |
        | triggered       | Raider: gain 1 power  | null   |
        | life-checked    | Silvie                | 20     |
        | died            | Silvie                | null   |
        | opportunity     |                       | null   |

  Rule: grand_archive.event.resolution-time

    Scenario: Modifiers added after the attack was declared count in the damage
      Given the event:
        | kind            | attack   |
        | attacker.kind   | champion |
        | attacker.name   | Lorraine |
        | intent.0.name   | Slice    |
        | intent.0.power  | 2        |
        | modifiers       | [1]      |
        | later_modifiers | [2, -1]  |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | declared_power | 3 |
        | power          | 4 |
        | damage         | 4 |
        | marked         | 4 |

  Rule: grand_archive.event.negative-damage

    Scenario Outline: Damage computed below 0 is dealt as 0
      Given the event:
        | kind      | ability     |
        | owner.name | Crystal Lens |
        | amount    | <x>         |
        | modifiers | <modifiers> |
      And the target:
        | kind   | champion |
        | name   | Silvie   |
        | life   | 20       |
        | damage | 6        |
      When I call grand_archive.resolve_damage
      Then the result has:
        | computed | <computed> |
        | damage   | <damage>   |
        | marked   | <marked>   |

      Examples:
        | x  | modifiers | computed | damage | marked |
        | 2  | [-3]      | -1       | 0      | 6      |
        | 2  | [-2]      | 0        | 0      | 6      |
        | 2  | [-1]      | 1        | 1      | 7      |
        | -4 | []        | -4       | 0      | 6      |

    Scenario: An Ignite of 1 cut by -3 deals 0 to an ally, and the ally's 4 damage stays 4, not 2
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 1      |
        | modifiers | [-3]   |
      And the target:
        | kind   | ally   |
        | name   | Squire |
        | life   | 5      |
        | damage | 4      |
      When I call grand_archive.resolve_damage
      Then the result has:
        | damage    | 0     |
        | taken     | 0     |
        | marked    | 4     |
        | destroyed | false |

  Rule: grand_archive.event.dealt-and-hit

    Scenario: Damage above 0 is dealt, hits and fires the on-hit abilities
      Given the event:
        | kind           | attack                  |
        | attacker.kind  | ally                    |
        | attacker.name  | Raider                  |
        | attacker.power | 1                       |
        | triggers       | ["Raider: draw a card"] |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken | 1    |
        | dealt | true |
        | hit   | true |
      And the result has these events:
        | event           | object              |
        | damage-computed | Raider              |
        | damage-taken    | Silvie              |
        | damage-dealt    | Raider              |
        | hit             | Silvie              |
        | triggered       | Raider: draw a card |
        | life-checked    | Silvie              |
        | opportunity     |                     |

    Scenario: Zero damage taken is not dealt, hits nothing and fires nothing
      Given the event:
        | kind            | attack                  |
        | attacker.kind   | ally                    |
        | attacker.name   | Raider                  |
        | attacker.power  | 1                       |
        | later_modifiers | [-1]                    |
        | triggers        | ["Raider: draw a card"] |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has these events:
        | event           | amount |
        | damage-computed | 0      |
        | damage-taken    | 0      |
        | life-checked    | 0      |
        | opportunity     | null   |
