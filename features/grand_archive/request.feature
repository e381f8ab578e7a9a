Feature: The damage request
  What a well-formed grand_archive.resolve_damage request holds. A malformed request is
  an input error naming the offending field; it is never a crash.

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
