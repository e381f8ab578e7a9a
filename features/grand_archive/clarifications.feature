Feature: Clarifications of the Grand Archive damage rules
  Each rule here pins one ruling on a point the rulebook leaves open or words two ways.
  The question, the ruling and the evidence are on the clarifications page.

  Rule: grand_archive.clarifications.partial-prevention

    Scenario: Partly prevented damage: the prevented points never happen and the rest is taken and hits
      Given the event:
        | kind      | action                     |
        | card.name | Ignite                     |
        | amount    | 5                          |
        | triggers  | ["Silvie: when dealt damage, draw"] |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      And these preventions:
        | kind     | amount |
        | instance | 3      |
      When I call grand_archive.resolve_damage
      Then the result has these events:
        | event            | object                            | amount |
        | damage-computed  | Ignite                            | 5      |
        | damage-prevented | Silvie                            | 3      |
        | damage-taken     | Silvie                            | 2      |
        | damage-dealt     | Ignite                            | 2      |
        | hit              | Silvie                            | null   |
        | triggered        | Silvie: when dealt damage, draw   | null   |
        | life-checked     | Silvie                            | 2      |
        | opportunity      |                                   | null   |

    Scenario: Damage that comes to 0 is taken as 0, and still counts as neither dealt nor a hit
      Given the event:
        | kind      | action                              |
        | card.name | Ignite                              |
        | amount    | 2                                   |
        | modifiers | [-2]                                |
        | triggers  | ["Silvie: when dealt damage, draw"] |
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

  Rule: grand_archive.clarifications.deal-x-source

    Scenario: An attack card's own "deal X" ability is sourced from the card, not from the attacking champion
      Given the event:
        | kind           | ability        |
        | owner.name     | Tidal Slash    |
        | owner.elements | ["water"]      |
        | amount         | 1              |
        | phase          | combat         |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | source.name     | Tidal Slash |
        | source.elements | ["water"]   |
        | combat          | false       |
        | marked          | 1           |

  Rule: grand_archive.clarifications.ally-death-timing

    Scenario: Damage from earlier in the turn adds up, and the ally is destroyed at once, not at the end of the turn
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 2      |
      And the target:
        | kind   | ally     |
        | name   | Guardian |
        | life   | 4        |
        | damage | 2        |
      When I call grand_archive.resolve_damage
      Then the result has these events:
        | event           | object   | amount |
        | damage-computed | Ignite   | 2      |
        | damage-taken    | Guardian | 2      |
        | damage-dealt    | Ignite   | 2      |
        | hit             | Guardian | null   |
        | life-checked    | Guardian | 4      |
        | destroyed       | Guardian | null   |
        | opportunity     |          | null   |

    Scenario: An ally already marked with damage equal to its life cannot still be a target
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 1      |
      And the target:
        | kind   | ally     |
        | name   | Guardian |
        | life   | 4        |
        | damage | 4        |
      When I call grand_archive.resolve_damage
      Then it is an input error at target.damage

  Rule: grand_archive.clarifications.no-power-stat

    Scenario Outline: Attacking with a weapon or ally that has no power stat is refused, not read as 0
      Given the event:
        | kind     | attack     |
        | attacker | <attacker> |
        | weapon   | <weapon>   |
        | modifiers | [3]       |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is refused by grand_archive.attack.power-stat

      Examples:
        | attacker                                  | weapon                                  |
        | {"kind": "ally", "name": "Lookout"}       | null                                    |
        | {"kind": "champion", "name": "Lorraine"}  | {"name": "Banner", "durability": 2}     |

  Rule: grand_archive.clarifications.zero-damage-durability

    Scenario: A weapon loses durability even when all of its attack's damage is prevented
      Given the event:
        | kind              | attack   |
        | attacker.kind     | champion |
        | attacker.name     | Lorraine |
        | weapon.name       | Sword    |
        | weapon.power      | 3        |
        | weapon.durability | 2        |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      And these preventions:
        | kind     |
        | instance |
      When I call grand_archive.resolve_damage
      Then the result has these events:
        | event              | object | amount |
        | damage-computed    | Lorraine | 3    |
        | damage-prevented   | Silvie | 3      |
        | durability-removed | Sword  | 1      |
        | life-checked       | Silvie | 0      |
        | opportunity        |        | null   |

  Rule: grand_archive.clarifications.unpreventable-keeps-preventions

    Scenario: A shield against combat damage outlasts unpreventable combat damage
      Given the event:
        | kind           | attack |
        | attacker.kind  | ally   |
        | attacker.name  | Raider |
        | attacker.power | 3      |
        | unpreventable  | true   |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      And these preventions:
        | kind      | amount | against |
        | shielding | 3      | combat  |
      When I call grand_archive.resolve_damage
      Then the result has these preventions:
        | kind      | used  | prevented | left |
        | shielding | false | 0         | 3    |

  Rule: grand_archive.clarifications.prevention-at-zero

    Scenario: Damage that comes to 0 spends no prevention instance
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 1      |
        | modifiers | [-1]   |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      And these preventions:
        | kind     | amount |
        | instance | 2      |
      When I call grand_archive.resolve_damage
      Then the result has these preventions:
        | kind     | used  | prevented |
        | instance | false | 0         |

  Rule: grand_archive.clarifications.immortality-counters

    Scenario: A champion with Immortality keeps taking damage counters past its life
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 3      |
      And the target:
        | kind     | champion |
        | name     | Silvie   |
        | life     | 20       |
        | damage   | 25       |
        | immortal | true     |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken  | 3     |
        | marked | 28    |
        | died   | false |

    Scenario: The same champion without Immortality listed past its life is an input error
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 3      |
      And the target:
        | kind   | champion |
        | name   | Silvie   |
        | life   | 20       |
        | damage | 25       |
      When I call grand_archive.resolve_damage
      Then it is an input error at target.damage

  Rule: grand_archive.clarifications.elements

    Scenario Outline: Every element of the game is accepted, in any combination
      Given the event:
        | kind           | ability    |
        | owner.name     | Emblem     |
        | owner.elements | <elements> |
        | amount         | 1          |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | source.elements | <elements> |

      Examples:
        | elements                                   |
        | ["arcane", "astra", "crux", "exalted"]     |
        | ["exia", "neos", "tera", "umbra"]          |

    Scenario Outline: An element outside the game, or no element at all, is an input error
      Given the event:
        | kind           | ability    |
        | owner.name     | Emblem     |
        | owner.elements | <elements> |
        | amount         | 1          |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is an input error at <path>

      Examples:
        | elements          | path                     |
        | ["Fire"]          | event.owner.elements.0   |
        | ["fire", "light"] | event.owner.elements.1   |
        | []                | event.owner.elements     |

  Rule: grand_archive.clarifications.recover-more-than-marked

    Scenario: Recover larger than the counters on the champion removes them all and stops at 0
      Given the champion:
        | kind   | champion |
        | name   | Silvie   |
        | life   | 20       |
        | damage | 3        |
      And the amount is 5
      When I call grand_archive.recover
      Then the result has:
        | removed | 3 |
        | damage  | 0 |
