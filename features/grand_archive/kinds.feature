Feature: Combat, non-combat and unpreventable damage
  Damage is combat damage only when an attack deals it in the damage step; everything
  else is non-combat damage. Unpreventable damage meets no prevention at all.

  Rule: grand_archive.kinds.combat

    Scenario: An ally's attack is combat damage, so a non-combat prevention leaves it alone
      Given the event:
        | kind     | attack                                         |
        | attacker | {"kind": "ally", "name": "Squire", "power": 2} |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      And these preventions:
        | kind     | amount | against    |
        | instance | 2      | non-combat |
      When I call grand_archive.resolve_damage
      Then the result has:
        | combat             | true  |
        | prevented          | 0     |
        | taken              | 2     |
        | preventions.0.used | false |

    Scenario: A champion's attack is combat damage, so a non-combat prevention leaves it alone
      Given the event:
        | kind     | attack                                   |
        | attacker | {"kind": "champion", "name": "Lorraine"} |
        | intent   | [{"name": "Slice", "power": 2}]          |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      And these preventions:
        | kind     | amount | against    |
        | instance | 2      | non-combat |
      When I call grand_archive.resolve_damage
      Then the result has:
        | combat             | true  |
        | prevented          | 0     |
        | taken              | 2     |
        | preventions.0.used | false |

  Rule: grand_archive.kinds.non-combat

    Scenario Outline: An action or an ability deals non-combat damage in every phase, the combat phase too, so a combat prevention leaves it alone
      Given the event:
        | kind       | <kind>   |
        | <who>.name | Ember    |
        | amount     | 2        |
        | phase      | <phase>  |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      And these preventions:
        | kind     | amount | against |
        | instance | 2      | combat  |
      When I call grand_archive.resolve_damage
      Then the result has:
        | combat             | false |
        | prevented          | 0     |
        | taken              | 2     |
        | preventions.0.used | false |

      Examples:
        | kind    | who   | phase  |
        | action  | card  | combat |
        | ability | owner | end    |

  Rule: grand_archive.kinds.unpreventable

    Scenario Outline: Unpreventable damage ignores every prevention, and none of them is used up
      Given the event:
        | kind          | action  |
        | card.name     | Ignite  |
        | amount        | 4       |
        | unpreventable | true    |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      And these preventions:
        | kind   | amount   |
        | <kind> | <amount> |
      When I call grand_archive.resolve_damage
      Then the result has:
        | unpreventable      | true   |
        | prevented          | 0      |
        | taken              | 4      |
        | preventions.0.used | false  |
        | preventions.0.left | <left> |

      Examples:
        | kind      | amount | left |
        | shielding | 3      | 3    |
        | instance  | 3      | null |
