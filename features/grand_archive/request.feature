Feature: The damage request
  What a well-formed damage request holds. A malformed request is an input error naming
  the field at fault; it is never a crash.

  Rule: grand_archive.request.required-fields

    Scenario Outline: A request missing a field the rules need is an input error at that field
      Given the event:
        | kind       | action   |
        | card.name  | Ignite   |
        | amount     | <amount> |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | <life>   |
      When I call grand_archive.resolve_damage
      Then it is an input error at <path>

      Examples:
        | amount | life | path          |
        | null   | 20   | event.amount  |
        | 2      | null | target.life   |
        | "2"    | 20   | event.amount  |

    Scenario: An event of an unknown kind is an input error at its kind
      Given the event:
        | kind   | spell |
        | amount | 2     |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is an input error at event.kind

    Scenario: An event field the damage rules do not define is an input error naming it
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 2      |
        | critical  | true   |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is an input error at event.critical

    Scenario Outline: An object with no element at all is an input error at its elements
      Given the event:
        | kind              | <kind>       |
        | <object>.kind     | <unit>       |
        | <object>.name     | Lorraine     |
        | <object>.elements | <elements>   |
        | amount            | <amount>     |
        | intent            | <intent>     |
        | weapon            | <weapon>     |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is an input error at <path>

      Examples:
        | kind   | object   | unit     | elements | amount | intent                                          | weapon                                                         | path                    |
        | action | card     | none     | []       | 2      | []                                              | null                                                           | event.card.elements     |
        | attack | attacker | champion | []       | null   | [{"name": "Slice", "power": 3}]                 | null                                                           | event.attacker.elements |
        | attack | attacker | champion | ["fire"] | null   | [{"name": "Slice", "power": 3, "elements": []}] | null                                                           | event.intent.0.elements |
        | attack | attacker | champion | ["fire"] | null   | []                                              | {"name": "Sword", "power": 2, "durability": 3, "elements": []} | event.weapon.elements   |

  Rule: grand_archive.request.non-negative

    Scenario Outline: Negative life, damage, power stats and prevention amounts are input errors
      Given the event:
        | kind              | attack     |
        | attacker.kind     | champion   |
        | attacker.name     | Lorraine   |
        | weapon.name       | Sword      |
        | weapon.power      | <power>    |
        | weapon.durability | <durability> |
      And the target:
        | kind   | champion |
        | name   | Silvie   |
        | life   | <life>   |
        | damage | <damage> |
      And these preventions:
        | kind     | amount    |
        | instance | <prevent> |
      When I call grand_archive.resolve_damage
      Then it is an input error at <path>

      Examples:
        | power | durability | life | damage | prevent | path                     |
        | 2     | 2          | -1   | 0      | 1       | target.life              |
        | 2     | 2          | 20   | -3     | 1       | target.damage            |
        | -2    | 2          | 20   | 0      | 1       | event.weapon.power       |
        | 2     | 0          | 20   | 0      | 1       | event.weapon.durability  |
        | 2     | 2          | 20   | 0      | -1      | preventions.0.amount     |
        | 2     | 2          | 20   | -1     | 1       | target.damage            |
        | -1    | 2          | 20   | 0      | 1       | event.weapon.power       |

    Scenario: A weapon and a card of power 0 against an immortal champion of life 0 are valid
      Given the event:
        | kind              | attack                          |
        | attacker.kind     | champion                        |
        | attacker.name     | Lorraine                        |
        | intent            | [{"name": "Feint", "power": 0}] |
        | weapon.name       | Sword                           |
        | weapon.power      | 0                               |
        | weapon.durability | 1                               |
        | modifiers         | [2]                             |
      And the target:
        | kind   | champion |
        | name   | Silvie   |
        | life     | 0    |
        | damage   | 0    |
        | immortal | true |
      When I call grand_archive.resolve_damage
      Then the result has:
        | power             | 2     |
        | damage            | 2     |
        | died              | false |
        | weapon_durability | 0     |

    Scenario Outline: An ally's or an intent card's power of -1 is an input error
      Given the event:
        | kind          | attack      |
        | attacker.kind | <unit>      |
        | attacker.name | Squire      |
        | <field>       | <value>     |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is an input error at <path>

      Examples:
        | unit     | field          | value                            | path                  |
        | ally     | attacker.power | -1                               | event.attacker.power  |
        | champion | intent         | [{"name": "Slice", "power": -1}] | event.intent.0.power  |

    Scenario Outline: Clean-up of a unit with <what> of -1 is an input error
      Given these units:
        | kind | name     | life   | damage   |
        | ally | Guardian | <life> | <damage> |
      When I call grand_archive.clean_up
      Then it is an input error at units.0.<what>

      Examples:
        | what   | life | damage |
        | life   | -1   | 0      |
        | damage | 4    | -1     |

    Scenario: Clean-up of an immortal champion at life 0 is valid and keeps its counters
      Given these units:
        | kind     | name   | life | damage | immortal |
        | champion | Silvie | 0    | 0      | true     |
      When I call grand_archive.clean_up
      Then the result has these units:
        | name   | kind     | before | after |
        | Silvie | champion | 0      | 0     |

    Scenario Outline: Recovering <amount> for a champion of life <life> and damage <damage> is an input error at <path>
      Given the champion:
        | kind   | champion |
        | name   | Silvie   |
        | life   | <life>   |
        | damage | <damage> |
      And the amount is <amount>
      When I call grand_archive.recover
      Then it is an input error at <path>

      Examples:
        | life | damage | amount | path            |
        | -1   | 0      | 1      | champion.life   |
        | 20   | -1     | 1      | champion.damage |
        | 20   | 6      | -1     | amount          |

    Scenario: An immortal champion at life 0 with nothing to recover removes nothing
      Given the champion:
        | kind     | champion |
        | name     | Silvie   |
        | life     | 0        |
        | damage   | 0        |
        | immortal | true     |
      And the amount is 3
      When I call grand_archive.recover
      Then the result has:
        | removed | 0 |
        | damage  | 0 |

    Scenario: A shielding prevention without an amount is an input error
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 2      |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      And these preventions:
        | kind      |
        | shielding |
      When I call grand_archive.resolve_damage
      Then it is an input error at preventions.0.amount

  Rule: grand_archive.request.known-values

    Scenario Outline: Unknown unit kinds, phases, prevention kinds and damage types are input errors
      Given the event:
        | kind      | action  |
        | card.name | Ignite  |
        | amount    | 2       |
        | phase     | <phase> |
      And the target:
        | kind | <unit>   |
        | name | Silvie   |
        | life | 20       |
      And these preventions:
        | kind         | against   |
        | <prevention> | <against> |
      When I call grand_archive.resolve_damage
      Then it is an input error at <path>

      Examples:
        | phase  | unit     | prevention | against | path                  |
        | main   | hero     | instance   | any     | target.kind           |
        | battle | champion | instance   | any     | event.phase           |
        | main   | champion | barrier    | any     | preventions.0.kind    |
        | main   | champion | instance   | attack  | preventions.0.against |

  Rule: grand_archive.request.limits

    Scenario: An action dealing a million is dealt whole: a number may reach a million
      Given the event:
        | kind      | action  |
        | card.name | Ignite  |
        | amount    | 1000000 |
      And the target:
        | kind     | champion |
        | name     | Silvie   |
        | life     | 20       |
        | immortal | true     |
      When I call grand_archive.resolve_damage
      Then the result has:
        | damage | 1000000 |
        | died   | false   |

    Scenario: An action dealing 1000001 is an input error: no number of a request passes a million
      Given the event:
        | kind      | action  |
        | card.name | Ignite  |
        | amount    | 1000001 |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is an input error at event.amount

    Scenario: A card named in 200 characters is read whole
      Given the event:
        | kind      | action |
        | card.name | NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN |
        | amount    | 2      |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | source.name | NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN |

    Scenario: A card named in 201 characters is an input error: no text of a request passes 200
      Given the event:
        | kind      | action |
        | card.name | NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN |
        | amount    | 2      |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is an input error at event.card.name

    Scenario: An action with 100 modifiers of 0 is dealt as if it had none
      Given the event:
        | kind            | action |
        | card.name       | Ignite |
        | amount          | 2      |
        | modifiers       | 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 and 0 |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | damage | 2 |

    Scenario: An action with 101 modifiers is an input error: no list of a request passes 100 items
      Given the event:
        | kind            | action |
        | card.name       | Ignite |
        | amount          | 2      |
        | modifiers       | 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 and 0 |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is an input error at event.modifiers

    Scenario: A card name nested 14 lists deep is an input error at the list 16 levels into the request
      Given the event:
        | kind      | action |
        | card.name | [[[[[[[[[[[[[[]]]]]]]]]]]]]] |
        | amount    | 2      |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is an input error at event.card.name.0.0.0.0.0.0.0.0.0.0.0.0.0
