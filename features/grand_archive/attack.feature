Feature: Attacks
  How much damage an attacking ally or champion deals, what an attack needs to be
  declared, and what happens to the weapon.

  Rule: grand_archive.attack.ally-power

    Scenario Outline: An ally deals one damage per point of its power plus its modifiers
      Given the event:
        | kind           | attack      |
        | attacker.kind  | ally        |
        | attacker.name  | Squire      |
        | attacker.power | <power>     |
        | modifiers      | <modifiers> |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | power  | <damage> |
        | damage | <damage> |
        | marked | <damage> |

      Examples:
        | power | modifiers | damage |
        | 3     | []        | 3      |
        | 3     | [2]       | 5      |
        | 1     | [1, 1]    | 3      |
        | 4     | [-3]      | 1      |

    Scenario: An ally cannot put cards in an intent or use a weapon
      Given the event:
        | kind           | attack  |
        | attacker.kind  | ally    |
        | attacker.name  | Squire  |
        | attacker.power | 2       |
        | intent.0.name  | Slice   |
        | intent.0.power | 2       |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is an input error at event.intent

    Scenario: An ally with an empty intent is an input error at the intent
      Given the event:
        | kind           | attack  |
        | attacker.kind  | ally    |
        | attacker.name  | Squire  |
        | attacker.power | 2       |
        | intent         | []      |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is an input error at event.intent

    Scenario: An ally of power 3 wielding a weapon is an input error at the weapon
      Given the event:
        | kind              | attack    |
        | attacker.kind     | ally      |
        | attacker.name     | Guardian  |
        | attacker.power    | 3         |
        | weapon.name       | Spear     |
        | weapon.power      | 1         |
        | weapon.durability | 2         |
      And the target:
        | kind | ally   |
        | name | Squire |
        | life | 4      |
      When I call grand_archive.resolve_damage
      Then it is an input error at event.weapon

  Rule: grand_archive.attack.champion-power

    Scenario Outline: A champion adds up the power of its intent and its weapon, plus modifiers
      Given the event:
        | kind              | attack      |
        | attacker.kind     | champion    |
        | attacker.name     | Lorraine    |
        | intent            | <intent>    |
        | weapon            | <weapon>    |
        | modifiers         | <modifiers> |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | power  | <power> |
        | damage | <power> |

      Examples:
        | intent                                                           | weapon                                           | modifiers | power |
        | [{"name": "Slice", "power": 3}]                                  | null                                             | []        | 3     |
        | []                                                               | {"name": "Sword", "power": 2, "durability": 3}   | []        | 2     |
        | [{"name": "Slice", "power": 3}]                                  | {"name": "Sword", "power": 2, "durability": 3}   | []        | 5     |
        | [{"name": "Slice", "power": 3}, {"name": "Follow-up", "power": 1}] | {"name": "Sword", "power": 2, "durability": 3} | [1]       | 7     |

  Rule: grand_archive.attack.declaration

    Scenario Outline: An attack is declared only with power above 0
      Given the event:
        | kind           | attack      |
        | attacker.kind  | ally        |
        | attacker.name  | Squire      |
        | attacker.power | <power>     |
        | modifiers      | <modifiers> |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is refused by grand_archive.attack.declaration

      Examples:
        | power | modifiers |
        | 0     | []        |
        | 2     | [-2]      |
        | 2     | [-3]      |

    Scenario: A champion with nothing in its intent and no weapon has no power to attack with
      Given the event:
        | kind          | attack   |
        | attacker.kind | champion |
        | attacker.name | Lorraine |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is refused by grand_archive.attack.declaration

    Scenario: One point of power is enough to declare the attack
      Given the event:
        | kind           | attack |
        | attacker.kind  | ally   |
        | attacker.name  | Squire |
        | attacker.power | 2      |
        | modifiers      | [-1]   |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | declared_power | 1 |
        | damage         | 1 |

    Scenario Outline: An attack declared with power still happens when its power falls to 0 or below
      Given the event:
        | kind              | attack     |
        | attacker.kind     | champion   |
        | attacker.name     | Lorraine   |
        | weapon.name       | Sword      |
        | weapon.power      | 2          |
        | weapon.durability | 3          |
        | later_modifiers   | <later>    |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | declared_power    | 2       |
        | power             | <power> |
        | damage            | 0       |
        | hit               | false   |
        | weapon_durability | 2       |

      Examples:
        | later | power |
        | [-2]  | 0     |
        | [-5]  | -3    |

    Scenario: A weapon of power 0 alone gives a champion no power to declare an attack with
      Given the event:
        | kind              | attack         |
        | attacker.kind     | champion       |
        | attacker.name     | Lorraine       |
        | weapon.name       | Training Sword |
        | weapon.power      | 0              |
        | weapon.durability | 2              |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is refused by grand_archive.attack.declaration

  Rule: grand_archive.attack.power-stat

    Scenario: A card without a power stat in the intent cannot be used to attack
      Given the event:
        | kind           | attack      |
        | attacker.kind  | champion    |
        | attacker.name  | Lorraine    |
        | intent.0.name  | Slice       |
        | intent.0.power | 2           |
        | intent.1.name  | Brew Potion |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is refused by grand_archive.attack.power-stat

    Scenario: A power stat of 0 is a power stat, and modifiers can raise it
      Given the event:
        | kind           | attack |
        | attacker.kind  | ally   |
        | attacker.name  | Squire |
        | attacker.power | 0      |
        | modifiers      | [2]    |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | declared_power | 2 |
        | damage         | 2 |

    Scenario: A Sword of power 2 cannot carry a Brew Potion without a power stat into an attack
      Given the event:
        | kind              | attack      |
        | attacker.kind     | champion    |
        | attacker.name     | Lorraine    |
        | intent.0.name     | Brew Potion |
        | weapon.name       | Sword       |
        | weapon.power      | 2           |
        | weapon.durability | 3           |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then it is refused by grand_archive.attack.power-stat

  Rule: grand_archive.attack.durability

    Scenario Outline: The weapon loses one durability counter whatever the damage
      Given the event:
        | kind              | attack        |
        | attacker.kind     | champion      |
        | attacker.name     | Lorraine      |
        | weapon.name       | Sword         |
        | weapon.power      | 3             |
        | weapon.durability | <durability>  |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      And these preventions:
        | kind     | amount     |
        | instance | <prevents> |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken             | <taken> |
        | weapon_durability | <left>  |

      Examples:
        | durability | prevents | taken | left |
        | 3          | 0        | 3     | 2    |
        | 3          | null     | 0     | 2    |
        | 1          | 1        | 2     | 0    |

    Scenario: An attack without a weapon has no durability to lose
      Given the event:
        | kind           | attack |
        | attacker.kind  | ally   |
        | attacker.name  | Squire |
        | attacker.power | 2      |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | weapon_durability | null |
